"use strict";
// The invite page: the token is in the URL fragment (never sent to the server in a request line,
// so never in its logs); claiming it sets this browser's seat cookie, then we go to the game.

(async () => {
  const message = document.getElementById("message");
  const token = decodeURIComponent(location.hash.replace(/^#/, "")).trim();
  if (!token) {
    message.textContent = "This invite link is incomplete: it has no token after the '#'.";
    HS.showError("No invite token in this link. Ask the host for your link again.");
    return;
  }
  const known = `hs-invite:${token}`; // the game this browser claimed with this token
  try {
    const claimed = await HS.api("POST", "/api/invites/claim", { token });
    try {
      localStorage.setItem(known, claimed.game_id);
    } catch (error) {
      // no storage (a private window, say): reopening the link will not find the seat
    }
    message.textContent = `Seat ${Number(claimed.seat) + 1} is yours. Opening the game…`;
    // replace(): the Back button should not come back here to claim a used invite again.
    location.replace(`/games/${encodeURIComponent(claimed.game_id)}`);
  } catch (error) {
    let gameId = null;
    try {
      gameId = localStorage.getItem(known);
    } catch (ignored) {
      gameId = null;
    }
    if (error.status === 404 && gameId) {
      // This browser used this invite already: its seat cookie is the seat's key now.
      message.textContent = "You already took this seat in this browser. Opening the game…";
      location.replace(`/games/${encodeURIComponent(gameId)}`);
      return;
    }
    message.textContent = "This invite could not be used.";
    HS.showError(error.message);
  }
})();
