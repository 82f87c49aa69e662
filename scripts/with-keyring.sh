#!/bin/sh
# Runs the given command inside a private D-Bus session with an unlocked gnome-keyring Secret Service,
# so keychain tests hit a real store. Needs: gnome-keyring dbus dbus-x11 libsecret-tools (Debian).
# The keyring files go to a throwaway XDG_DATA_HOME; nothing touches the user's own keyring.
set -eu
if [ "$#" -eq 0 ]; then
  echo "usage: scripts/with-keyring.sh <command> [args...]" >&2
  exit 64
fi
for tool in dbus-run-session gnome-keyring-daemon; do
  command -v "$tool" >/dev/null 2>&1 || { echo "with-keyring: $tool is missing (apt-get install -y gnome-keyring dbus dbus-x11 libsecret-tools)" >&2; exit 69; }
done
keyring_home=$(mktemp -d)
trap 'rm -rf "$keyring_home"' EXIT INT TERM
# --unlock creates and unlocks the login keyring from the password on stdin; --start would leave it locked.
XDG_DATA_HOME="$keyring_home" dbus-run-session -- sh -c '
  printf %s orgdesk-test | gnome-keyring-daemon --unlock --components=secrets >/dev/null
  exec "$@"
' with-keyring "$@"
