#!/usr/bin/env bash
# Prints the path of a Chromium to test with; installs Debian's `chromium` with apt-get when none is
# found and that is possible. Never downloads a browser of Playwright's own.
set -euo pipefail
for c in "${CHROMIUM_PATH:-}" /usr/bin/chromium /usr/bin/chromium-browser /usr/bin/google-chrome /usr/bin/google-chrome-stable; do
  if [ -n "$c" ] && [ -x "$c" ]; then echo "$c"; exit 0; fi
done
if command -v apt-get >/dev/null 2>&1 && [ "$(id -u)" = 0 ]; then
  echo "No Chromium found: installing Debian's chromium with apt-get…" >&2
  apt-get update -qq >&2
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-liberation >&2
  echo /usr/bin/chromium
  exit 0
fi
cat >&2 <<'MSG'
No Chromium found, and it cannot be installed here (needs apt-get as root).
Install Chromium or Chrome and point the tests at it, e.g.:
  CHROMIUM_PATH=/path/to/chromium npm test
MSG
exit 1
