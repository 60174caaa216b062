"""The build. ``pip install .`` compiles the engine, the rules (Cosmic powers, Edicts and
variants included) and the simulation hot path with mypyc (the same pure-Python sources, typed
with mypy --strict) when it can: a C compiler and Python's headers are present. When not, it
installs the pure-Python build and says so in one line (pip shows it with ``-v``; ``hyperspace
serve`` names the build at start, ``hyperspace bench`` and ``simulate --json`` in their reports).

``HYPERSPACE_COMPILE=1`` insists on the compiled build (the install fails without a compiler);
``HYPERSPACE_COMPILE=0`` installs pure Python. An editable install (``pip install -e .``) is always
pure Python: mypyc would put compiled modules next to the sources in src/, where they would shadow
them. Metadata lives in pyproject.toml."""

import os
import shutil
import sys
import sysconfig
import tempfile
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

from setuptools import setup
from setuptools.command.build_ext import build_ext
from setuptools.errors import CompileError, LinkError

# The modules on the hot path of a simulated game, the words the server puts on every state it
# sends (prompts, option labels, the log), and the server's live game, which handles every answer
# and builds every state (docs/benchmarks.md, "Server load"). The rest (command line, the rest of
# the server, scenario files, golden playthroughs, records) stays interpreted.
COMPILED = [
    "src/hyperspace/engine/config.py",
    "src/hyperspace/engine/decision.py",
    "src/hyperspace/engine/driver.py",
    "src/hyperspace/engine/events.py",
    "src/hyperspace/engine/hooks.py",
    "src/hyperspace/engine/rng.py",
    "src/hyperspace/engine/view.py",
    "src/hyperspace/engine/words.py",
    *sorted(str(path) for path in Path("src/hyperspace/bots").glob("*.py")),
    "src/hyperspace/server/live.py",
    "src/hyperspace/sim/runner.py",
    *sorted(
        str(path)
        for path in Path("src/hyperspace/nuclear").rglob("*.py")
        if path.name != "scenario.py"
    ),
    # Cosmic Encounter's state, rules, powers, Edicts and WARP variants.
    *sorted(
        str(path)
        for path in Path("src/hyperspace/cosmic").rglob("*.py")
        if path.name not in ("scenario.py", "scenario_setup.py")
    ),
]

# The setuptools commands of an editable install (PEP 660 through pip, and the older ``develop``),
# and those that build the modules (pip's metadata steps, egg_info and dist_info, need no build).
EDITABLE_COMMANDS = {"editable_wheel", "develop"}
BUILD_COMMANDS = {"bdist_wheel", "build", "build_ext", "install"}


def missing_for_compiling() -> str | None:
    """What this machine lacks to compile the build (None: nothing)."""
    compiler = (os.environ.get("CC") or sysconfig.get_config_var("CC") or "cc").split()[0]
    if shutil.which(compiler) is None:
        return f"no C compiler ({compiler!r} is not on the PATH)"
    headers = Path(sysconfig.get_paths()["include"], "Python.h")
    if not headers.is_file():
        return f"no Python headers ({headers} is missing)"
    try:
        import mypyc.build  # noqa: F401  (mypy is a build requirement: see pyproject.toml)
    except ImportError:
        return "no mypyc (it comes with mypy)"
    return None


def compile_build() -> bool:
    """Whether to compile: see the module's docstring."""
    choice = os.environ.get("HYPERSPACE_COMPILE", "")
    commands = set(sys.argv[1:])
    if commands & EDITABLE_COMMANDS and choice == "1":
        sys.exit(
            "HYPERSPACE_COMPILE=1 cannot be used with an editable install: the compiled modules "
            "would shadow the sources in src/ (use pip install ., or --target DIR)"
        )
    if choice == "0" or not commands & BUILD_COMMANDS:
        return False  # asked for pure Python, or an editable install, or a metadata step
    missing = missing_for_compiling()
    if missing is None:
        return True
    if choice == "1":
        sys.exit(f"HYPERSPACE_COMPILE=1: cannot compile the build: {missing}")
    say_pure_python(missing)
    return False


def say_pure_python(why: str) -> None:
    """The one line an install that falls back to pure Python prints (pip shows it with -v)."""
    print(
        f"hyperspace: {why}: installing the pure-Python build, three to five times slower "
        "(see README, 'Quick start')",
        file=sys.stderr,
    )


# Optimised across the modules' C files at link time, with the compiled functions private to the
# library (not interposable): a call from one module's function to another's, or to mypyc's own
# helpers, may then be inlined. Counted with callgrind, a Cosmic challenge takes about 4 % fewer
# instructions and a nuclear round 3 % (docs/benchmarks.md); the link takes longer.
WHOLE_PROGRAM = ["-flto=auto", "-fno-semantic-interposition", "-fvisibility=hidden"]


class ParallelBuildExt(build_ext):
    """Compiles an extension's C files on every core at once (mypyc writes one file a module,
    ``multi_file``; setuptools alone would compile them one after another), optimised as a whole
    (``WHOLE_PROGRAM``) when the compiler accepts it."""

    def build_extensions(self) -> None:
        if self.accepts(WHOLE_PROGRAM):
            for extension in self.extensions:
                extension.extra_compile_args = [*extension.extra_compile_args, *WHOLE_PROGRAM]
                extension.extra_link_args = [*extension.extra_link_args, "-O3", *WHOLE_PROGRAM]
        compile_one: Callable[..., list[str]] = self.compiler.compile

        def compile_all(sources: list[str], *args: Any, **kwargs: Any) -> list[str]:
            with ThreadPoolExecutor(os.cpu_count() or 1) as pool:
                objects = pool.map(lambda source: compile_one([source], *args, **kwargs), sources)
                return [name for part in objects for name in part]

        self.compiler.compile = compile_all  # type: ignore[method-assign]
        super().build_extensions()

    def accepts(self, flags: list[str]) -> bool:
        """Whether the C compiler builds a small shared library with ``flags`` (GCC does; a
        compiler that refuses them gets the build without them)."""
        if self.compiler.compiler_type != "unix":
            return False
        with tempfile.TemporaryDirectory() as folder:
            source = Path(folder, "probe.c")
            source.write_text("int probe(void) { return 0; }\n")
            try:
                objects = self.compiler.compile([str(source)], folder, extra_postargs=flags)
                library = str(Path(folder, "probe.so"))
                self.compiler.link_shared_object(objects, library, extra_postargs=flags)
            except (CompileError, LinkError):
                return False
        return True


def compiled_modules() -> list[Any]:
    """mypyc's extension modules of COMPILED. Should mypy find an error on this machine (its
    messages come first), the build is pure Python with one line saying so, as without a compiler;
    with HYPERSPACE_COMPILE=1 the install fails."""
    from mypyc.build import mypycify

    try:
        return list(mypycify(COMPILED, opt_level="3", multi_file=True))
    except SystemExit:
        if os.environ.get("HYPERSPACE_COMPILE") == "1":
            raise
        say_pure_python("mypyc could not translate the modules (mypy's errors are above)")
        return []


ext_modules = compiled_modules() if compile_build() else []

setup(ext_modules=ext_modules, cmdclass={"build_ext": ParallelBuildExt})
