"""The Hyperspace server: both games in the browser, and the same operations as a JSON and
websocket API (docs/server.md)."""
