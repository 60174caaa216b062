#!/usr/bin/env bash
# Installs and starts what the browser and server tests need, from Debian's packages:
#   - Chromium (/usr/bin/chromium), which Playwright drives through executable_path;
#   - PostgreSQL: a running cluster and a login role that may CREATE DATABASE.
# Prints one line per step on stderr and, on stdout, the URL for HYPERSPACE_TEST_DATABASE_URL
# (nothing if PostgreSQL is not available). scripts/check.sh exports it for pytest.
#
# Safe to run again, also while another run uses the database: installed packages, a running
# cluster, the role and its random password (kept in PASSWORD_FILE) are reused. Without root or
# apt (a developer's machine) it says what is missing and carries on: the tests that need it then
# skip with that reason, except under CI=true, where they fail. A URL already in
# HYPERSPACE_TEST_DATABASE_URL is used as it is.
set -uo pipefail

ROLE=hyperspace_test
PASSWORD_FILE=${XDG_STATE_HOME:-${HOME:-/root}/.local/state}/hyperspace/test-database-password
export DEBIAN_FRONTEND=noninteractive
APT_OPTS=(-y -qq --no-install-recommends -o DPkg::Lock::Timeout=300 -o Dpkg::Use-Pty=0)
updated=0

# Only the URL goes to stdout (through fd 3): everything else, including what pg_ctlcluster and
# apt print ("Removed stale pid file."), goes to stderr, so the caller's URL is never polluted.
exec 3>&1 1>&2

say() { echo "test-services: $*" >&2; }

can_apt() { [ "$(id -u)" -eq 0 ] && command -v apt-get > /dev/null; }

# apt-get install, quietly; apt-get update (once) only if the install fails without it.
apt_install() {
    local log
    log=$(mktemp)
    if apt-get install "${APT_OPTS[@]}" "$@" > "$log" 2>&1; then
        rm -f "$log"
        return 0
    fi
    if [ "$updated" -eq 0 ]; then
        say "apt-get update (the install needs fresh package lists)"
        if ! apt-get update -qq > "$log" 2>&1; then
            say "apt-get update failed:"
            tail -n 5 "$log" >&2
            rm -f "$log"
            return 1
        fi
        updated=1
        if apt-get install "${APT_OPTS[@]}" "$@" > "$log" 2>&1; then
            rm -f "$log"
            return 0
        fi
    fi
    say "apt-get install $* failed:"
    tail -n 5 "$log" >&2
    rm -f "$log"
    return 1
}

ensure_chromium() {
    if command -v chromium > /dev/null; then
        say "chromium: $(command -v chromium) is installed"
        return 0
    fi
    if ! can_apt; then
        say "chromium: not installed, and this is not root with apt: the browser tests will skip"
        say "  (install it with: sudo apt-get install chromium)"
        return 1
    fi
    local start=$SECONDS
    say "chromium: installing from Debian (apt-get install chromium)"
    apt_install chromium || return 1
    say "chromium: installed in $((SECONDS - start)) s"
}

pg_installed() { compgen -G '/usr/lib/postgresql/*/bin/pg_ctl' > /dev/null; }

# The newest cluster version in /etc/postgresql (e.g. 15).
pg_version() {
    local v
    v=$(find /etc/postgresql -mindepth 1 -maxdepth 1 -type d -printf '%f\n' 2> /dev/null \
        | sort -V | tail -n 1)
    if [ -z "$v" ]; then  # packages installed but no cluster: the newest server binaries
        v=$(find /usr/lib/postgresql -mindepth 1 -maxdepth 1 -type d -printf '%f\n' 2> /dev/null \
            | sort -V | tail -n 1)
    fi
    echo "$v"
}

# psql as the postgres superuser, over the local socket; quiet, stops at the first error.
as_postgres() { (cd / && runuser -u postgres -- psql -X -q -v ON_ERROR_STOP=1 "$@"); }

ensure_postgres() {
    if ! pg_installed; then
        if ! can_apt; then
            say "postgresql: not installed, and this is not root with apt: the PostgreSQL tests"
            say "  will skip (or set HYPERSPACE_TEST_DATABASE_URL to a server of your own)"
            return 1
        fi
        local start=$SECONDS
        say "postgresql: installing from Debian (apt-get install postgresql)"
        apt_install postgresql || return 1
        say "postgresql: installed in $((SECONDS - start)) s"
    fi
    if [ "$(id -u)" -ne 0 ]; then
        say "postgresql: installed, but starting a cluster and creating a role needs root: the"
        say "  PostgreSQL tests will skip (or set HYPERSPACE_TEST_DATABASE_URL yourself)"
        return 1
    fi
    local version
    version=$(pg_version)
    if [ -z "$version" ]; then
        say "postgresql: no version found in /etc/postgresql or /usr/lib/postgresql"
        return 1
    fi
    if [ ! -d "/etc/postgresql/$version/main" ]; then
        say "postgresql: creating cluster $version/main"
        pg_createcluster "$version" main > /dev/null || return 1
    fi
    if pg_ctlcluster "$version" main status > /dev/null 2>&1; then
        say "postgresql: cluster $version/main is running"
    else
        say "postgresql: starting cluster $version/main"
        # 3>&-: the server must not hold the pipe our caller reads the URL from.
        if ! pg_ctlcluster "$version" main start 3>&-; then
            say "postgresql: the cluster did not start; its log:"
            tail -n 5 "/var/log/postgresql/postgresql-$version-main.log" >&2
            return 1
        fi
    fi
    local port password
    port=$(pg_conftool -s "$version" main show port 2> /dev/null || echo 5432)
    # One random password, kept in a file only root reads, so that runs at the same time (other
    # checkouts on this machine) keep working with the URL they were given.
    if [ ! -s "$PASSWORD_FILE" ]; then
        mkdir -p "$(dirname "$PASSWORD_FILE")"
        (umask 077 && od -An -N16 -tx1 /dev/urandom | tr -d ' \n' > "$PASSWORD_FILE")
    fi
    password=$(cat "$PASSWORD_FILE")
    # Create the role, or make sure it may log in with that password and create databases.
    local exists
    exists=$(as_postgres -p "$port" -tAc "SELECT 1 FROM pg_roles WHERE rolname = '$ROLE'") \
        || return 1
    if [ "$exists" = 1 ]; then
        say "postgresql: role $ROLE exists"
        as_postgres -p "$port" -c "ALTER ROLE $ROLE LOGIN CREATEDB PASSWORD '$password'" \
            > /dev/null || return 1
    else
        say "postgresql: creating role $ROLE (LOGIN CREATEDB)"
        as_postgres -p "$port" -c "CREATE ROLE $ROLE LOGIN CREATEDB PASSWORD '$password'" \
            > /dev/null || return 1
    fi
    local url="postgresql://$ROLE:$password@127.0.0.1:$port/postgres"
    if ! (cd / && psql -X -q -tAc "SELECT 1" "$url") > /dev/null 2>&1; then
        say "postgresql: cannot log in as $ROLE over TCP at 127.0.0.1:$port"
        return 1
    fi
    say "postgresql: ready at 127.0.0.1:$port (role $ROLE)"
    echo "$url" >&3
}

ensure_chromium || true
if [ -n "${HYPERSPACE_TEST_DATABASE_URL:-}" ]; then
    say "postgresql: using HYPERSPACE_TEST_DATABASE_URL from the environment"
    echo "$HYPERSPACE_TEST_DATABASE_URL" >&3
else
    ensure_postgres || true
fi
exit 0
