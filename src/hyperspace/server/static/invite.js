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
  try {
    const claimed = await HS.api("POST", "/api/invites/claim", { token });
    message.textContent = `Seat ${Number(claimed.seat) + 1} is yours. Opening the game…`;
    // replace(): the Back button should not come back here to claim a used invite again.
    location.replace(`/games/${encodeURIComponent(claimed.game_id)}`);
  } catch (error) {
    message.textContent = "This invite could not be used.";
    HS.showError(error.message);
  }
})();
