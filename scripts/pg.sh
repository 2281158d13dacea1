#!/usr/bin/env bash
# A throwaway PostgreSQL + PostGIS server on loopback, for the tests and CI.
#
#   bash scripts/pg.sh install        install Debian's postgresql, postgresql-N-postgis-3, libpq-dev,
#                                     pkg-config, python3 and nginx, only those missing (silent when
#                                     nothing is); sudo is used only when not root
#   bash scripts/pg.sh start DIR      new cluster in DIR (or the existing one there), on a free port of
#                                     127.0.0.1; prints ONE line on stdout, the URL
#                                     postgresql://postgres@127.0.0.1:PORT/placepicker
#   bash scripts/pg.sh stop DIR       fast shutdown; nothing of it is left running (no-op if not running)
#   bash scripts/pg.sh restart DIR    stop, then start on the same port and data; prints the URL again
#   bash scripts/pg.sh remove DIR     stop, then delete DIR
#   bash scripts/pg.sh url DIR        print the URL of the cluster in DIR
#
# Why it looks like this:
# - PostgreSQL refuses to run as root (initdb, pg_ctl and postgres all exit). CI and the sessions run as
#   root, so when root we chown DIR to the `postgres` OS user (created by Debian's postgresql-common) and
#   run every server-side command through `runuser -u postgres`. When not root, the current user runs them.
# - `postgres` must be able to reach DIR: a parent made by `mktemp -d` is mode 700 and owned by root (CI's
#   clean clone lives in one). When root, we add only the search bit (o+x) to such parents and say so.
# - Layout of DIR: data/ (the cluster), port, postgres.log, initdb.log, and the unix socket
#   (.s.PGSQL.PORT) — so nothing goes to /var/run/postgresql or the system's clusters in /etc/postgresql.
# - Trust authentication for local and loopback connections; the server listens on 127.0.0.1 only.
#   fsync, synchronous_commit and full_page_writes are off: the data is disposable (it survives a clean
#   stop/restart, not a machine crash).
# - The free port comes from python3 binding 127.0.0.1:0. Another process can take it before the server
#   does: a first start then retries with a new port (a restart keeps DIR/port and fails instead).
# - The binaries are taken from the newest /usr/lib/postgresql/*/bin (15 on Debian 12); PG_BIN overrides.
# - The database superuser is `postgres` whatever the OS user (initdb -U postgres); the encoding is UTF8
#   with the C locale, whatever the environment's locale.
# - Only the URL goes to stdout; progress and errors go to stderr, so `url=$(bash scripts/pg.sh start d)`.
set -euo pipefail

# Client variables of the caller must not redirect our own psql/createdb calls.
unset PGHOST PGHOSTADDR PGPORT PGUSER PGDATABASE PGPASSWORD PGSERVICE PGOPTIONS PGDATA PGSSLMODE

DB_NAME=placepicker
DB_SUPERUSER=postgres
OS_USER=postgres   # the OS user that runs the server when this script runs as root

log() { printf 'pg.sh: %s\n' "$*" >&2; }
die() { log "error: $*"; exit 1; }

usage() {
    sed -n '2,13p' "$0" | sed 's/^# \{0,1\}//' >&2
    exit 2
}

is_root() { [ "$(id -u)" -eq 0 ]; }

# --- install ---------------------------------------------------------------------------------------

pkg_installed() {
    [ "$(dpkg-query -W -f='${db:Status-Status}' "$1" 2>/dev/null || true)" = installed ]
}

newest_pg_version() {
    # /usr/lib/postgresql/15/bin -> 15 (the highest version present), empty if none
    local d v best=""
    for d in /usr/lib/postgresql/*/bin; do
        [ -x "$d/postgres" ] || continue
        v=${d#/usr/lib/postgresql/}; v=${v%/bin}
        if [ -z "$best" ] || [ "$(printf '%s\n%s\n' "$best" "$v" | sort -V | tail -n 1)" = "$v" ]; then
            best=$v
        fi
    done
    printf '%s' "$best"
}

has_candidate() {   # does apt know an installable version of package $1?
    local policy
    # (captured first: `apt-cache ... | grep -q` can fail under pipefail when grep exits early)
    policy=$(apt-cache policy "$1" 2>/dev/null || true)
    printf '%s\n' "$policy" | grep -Eq '^ *Candidate: [0-9]'
}

cmd_install() {
    local sudo="" missing=() pgver need_postgis=0 need_nginx=0 p
    is_root || sudo=sudo

    for p in postgresql libpq-dev pkg-config python3; do
        pkg_installed "$p" || missing+=("$p")
    done
    pgver=$(newest_pg_version)
    if [ -z "$pgver" ] || ! pkg_installed "postgresql-$pgver-postgis-3"; then need_postgis=1; fi
    if ! command -v nginx >/dev/null 2>&1 && [ ! -x /usr/sbin/nginx ]; then need_nginx=1; fi

    if [ ${#missing[@]} -eq 0 ] && [ $need_postgis -eq 0 ] && [ $need_nginx -eq 0 ]; then
        return 0   # everything is there: say nothing
    fi

    local what=("${missing[@]}")
    [ $need_postgis -eq 0 ] || what+=(postgis)
    [ $need_nginx -eq 0 ] || what+=(nginx)
    log "installing from Debian's packages (missing: ${what[*]})"
    $sudo apt-get update -q >&2

    if [ $need_postgis -eq 1 ]; then
        if [ -z "$pgver" ]; then
            # The version the `postgresql` metapackage would bring (15 on bookworm).
            pgver=$(apt-cache depends postgresql 2>/dev/null |
                sed -n 's/^ *Depends: postgresql-\([0-9][0-9.]*\)$/\1/p' | head -n 1)
            [ -n "$pgver" ] || die "cannot tell which PostgreSQL version the postgresql package brings"
        fi
        missing+=("postgresql-$pgver-postgis-3")
    fi
    if [ $need_nginx -eq 1 ]; then
        # On Debian 12 both exist and `nginx` is the one with the binary (nginx-light = nginx + the echo
        # module); take nginx-light only where `nginx` has no candidate.
        missing+=("$(has_candidate nginx && echo nginx || echo nginx-light)")
    fi

    # Without an init system policy (containers usually have /usr/sbin/policy-rc.d = exit 101), the
    # packages' postinst scripts would start the system's nginx on :80 and PostgreSQL's main cluster on
    # :5432. Neither is wanted: keep them from starting for the duration of the install.
    local policy=/usr/sbin/policy-rc.d made_policy=0
    if [ ! -e "$policy" ]; then
        printf '#!/bin/sh\nexit 101\n' | $sudo tee "$policy" >/dev/null
        $sudo chmod 755 "$policy"
        made_policy=1
        # shellcheck disable=SC2064
        trap "$sudo rm -f '$policy'" EXIT
    fi

    local started=$SECONDS
    $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends \
        -o DPkg::Lock::Timeout=300 "${missing[@]}" >&2
    if [ $made_policy -eq 1 ]; then $sudo rm -f "$policy"; trap - EXIT; fi
    log "installed ${missing[*]} in $((SECONDS - started)) s"
}

# --- server ----------------------------------------------------------------------------------------

pg_bin() {
    if [ -n "${PG_BIN:-}" ]; then printf '%s' "$PG_BIN"; return; fi
    local v
    v=$(newest_pg_version)
    [ -n "$v" ] || die "no PostgreSQL in /usr/lib/postgresql/*/bin: run 'bash scripts/pg.sh install' first"
    printf '/usr/lib/postgresql/%s/bin' "$v"
}

# Run a server-side command as the cluster's owner, from / (postgres may not read the caller's cwd).
as_owner() {
    if is_root; then
        (cd / && runuser -u "$OS_USER" -- "$@")
    else
        (cd / && "$@")
    fi
}

free_port() {
    python3 -c 'import socket
s = socket.socket()
s.bind(("127.0.0.1", 0))
print(s.getsockname()[1])
s.close()'
}

abs_dir() {
    [ -n "${1:-}" ] || usage
    realpath -m -- "$1"
}

url_for() { printf 'postgresql://%s@127.0.0.1:%s/%s\n' "$DB_SUPERUSER" "$1" "$DB_NAME"; }

# Make every parent of $1 searchable by OS_USER (root only; see the header).
open_parents() {
    local d=$1
    is_root || return 0
    while [ "$d" != / ] && [ -n "$d" ]; do
        d=$(dirname "$d")
        if ! runuser -u "$OS_USER" -- test -x "$d" 2>/dev/null; then
            log "adding o+x (search only) to $d so that the '$OS_USER' user can reach the cluster"
            chmod o+x "$d"
        fi
    done
}

alive() {   # is process $1 alive? (a zombie, not yet reaped by PID 1, counts as dead)
    local state
    kill -0 "$1" 2>/dev/null || return 1
    state=$(awk '{print $3}' "/proc/$1/stat" 2>/dev/null || true)
    [ -n "$state" ] && [ "$state" != Z ] && [ "$state" != X ]
}

is_running() {   # is the postmaster of data dir $1 alive?
    local pidfile=$1/postmaster.pid pid
    [ -f "$pidfile" ] || return 1
    pid=$(head -n 1 "$pidfile" 2>/dev/null || true)
    [ -n "$pid" ] && alive "$pid"
}

write_config() {   # data dir, port, socket dir ('' = no unix socket)
    local data=$1 port=$2 sock=$3 conf=$1/postgresql.conf
    # Drop the block of a previous start (port may change on a retry), then append ours; the last
    # setting of a name wins in postgresql.conf.
    sed -i '/^# --- pg.sh begin/,/^# --- pg.sh end/d' "$conf"
    cat >>"$conf" <<EOF
# --- pg.sh begin (rewritten by scripts/pg.sh at every start)
listen_addresses = '127.0.0.1'
port = $port
unix_socket_directories = '$sock'
fsync = off
synchronous_commit = off
full_page_writes = off
logging_collector = off
# --- pg.sh end
EOF
    cat >"$data/pg_hba.conf" <<'EOF'
# scripts/pg.sh: trust on the unix socket and loopback only (the server listens on 127.0.0.1 only)
local   all             all                     trust
host    all             all     127.0.0.1/32    trust
host    all             all     ::1/128         trust
local   replication     all                     trust
host    replication     all     127.0.0.1/32    trust
EOF
}

psql_at() {   # port, database, psql args...
    local port=$1 db=$2; shift 2
    PGOPTIONS='-c client_min_messages=warning' "$BIN/psql" -X -q -v ON_ERROR_STOP=1 -h 127.0.0.1 -p "$port" -U "$DB_SUPERUSER" -d "$db" "$@"
}

cmd_start() {
    local dir data port sock fixed_port=0 attempt
    dir=$(abs_dir "${1:-}"); data=$dir/data
    BIN=$(pg_bin)
    [ -x "$BIN/initdb" ] || die "$BIN/initdb is missing"
    command -v python3 >/dev/null || die "python3 is needed to find a free port"
    if is_root && ! id "$OS_USER" >/dev/null 2>&1; then
        die "no '$OS_USER' OS user (it comes with Debian's postgresql-common): run 'bash scripts/pg.sh install'"
    fi

    mkdir -p "$dir"
    open_parents "$dir"
    if is_root; then chown "$OS_USER:" "$dir"; fi
    chmod 700 "$dir"

    if [ ! -f "$data/PG_VERSION" ]; then
        log "initdb in $data"
        if ! as_owner "$BIN/initdb" -D "$data" -U "$DB_SUPERUSER" --auth=trust -E UTF8 --no-locale \
            --no-sync >"$dir/initdb.log" 2>&1; then
            tail -n 20 "$dir/initdb.log" >&2
            die "initdb failed (full log: $dir/initdb.log)"
        fi
    fi
    if is_root; then chown -R "$OS_USER:" "$dir"; fi

    if [ -s "$dir/port" ]; then
        port=$(cat "$dir/port"); fixed_port=1
    fi

    if is_running "$data"; then
        [ -n "${port:-}" ] || die "a server runs on $data but $dir/port is missing"
        log "already running on port $port"
    else
        for attempt in 1 2 3 4 5; do
            [ $fixed_port -eq 1 ] || port=$(free_port)
            # Unix socket paths are limited to 107 bytes; past that, TCP only.
            sock=$dir
            if [ $((${#dir} + 20)) -gt 107 ]; then
                log "$dir is too long for a unix socket path: TCP only"
                sock=""
            fi
            write_config "$data" "$port" "$sock"
            if as_owner "$BIN/pg_ctl" -D "$data" -l "$dir/postgres.log" -w -t 120 -s start >&2; then
                break
            fi
            if [ $fixed_port -eq 1 ] || [ $attempt -eq 5 ]; then
                tail -n 20 "$dir/postgres.log" >&2 || true
                die "the server did not start on port $port (log: $dir/postgres.log)"
            fi
            log "start on port $port failed (taken meanwhile?), retrying on another port"
        done
        printf '%s\n' "$port" >"$dir/port"
        if is_root; then chown "$OS_USER:" "$dir/port"; fi
        log "started on 127.0.0.1:$port (data $data, log $dir/postgres.log)"
    fi

    if [ "$(psql_at "$port" postgres -Atc "select 1 from pg_database where datname = '$DB_NAME'")" != 1 ]; then
        psql_at "$port" postgres -c "create database $DB_NAME" >&2
    fi
    psql_at "$port" "$DB_NAME" -c 'create extension if not exists postgis' >&2
    url_for "$port"
}

cmd_stop() {
    local dir data pid
    dir=$(abs_dir "${1:-}"); data=$dir/data
    [ -f "$data/PG_VERSION" ] || { log "no cluster in $dir: nothing to stop"; return 0; }
    is_running "$data" || return 0
    BIN=$(pg_bin)
    pid=$(head -n 1 "$data/postmaster.pid")
    if ! as_owner "$BIN/pg_ctl" -D "$data" -m fast -w -t 60 -s stop >&2; then
        log "fast shutdown failed; immediate shutdown"
        as_owner "$BIN/pg_ctl" -D "$data" -m immediate -w -t 30 -s stop >&2 || true
    fi
    # pg_ctl -w returns once postmaster.pid is gone, which the postmaster removes just before it exits
    # (after all its children): give it a moment to be gone for good, then make sure.
    local i
    for i in $(seq 50); do alive "$pid" || break; sleep 0.1; done
    if alive "$pid"; then
        log "postmaster $pid still alive 5 s after its shutdown: SIGKILL"
        kill -KILL "$pid" 2>/dev/null || true
        for i in $(seq 50); do alive "$pid" || break; sleep 0.1; done
    fi
    log "stopped ($data)"
}

cmd_remove() {
    local dir
    dir=$(abs_dir "${1:-}")
    [ -e "$dir" ] || return 0
    # Refuse to delete anything that is not one of ours (or empty).
    if [ ! -f "$dir/data/PG_VERSION" ] && [ ! -f "$dir/port" ] && [ -n "$(ls -A "$dir")" ]; then
        die "$dir does not look like a pg.sh cluster: not deleting it"
    fi
    cmd_stop "$dir"
    rm -rf -- "$dir"
    log "removed $dir"
}

cmd_url() {
    local dir
    dir=$(abs_dir "${1:-}")
    [ -s "$dir/port" ] || die "no $dir/port: start it first"
    url_for "$(cat "$dir/port")"
}

case "${1:-}" in
    install) cmd_install ;;
    start) cmd_start "${2:-}" ;;
    stop) cmd_stop "${2:-}" ;;
    restart) cmd_stop "${2:-}"; cmd_start "${2:-}" ;;
    remove) cmd_remove "${2:-}" ;;
    url) cmd_url "${2:-}" ;;
    *) usage ;;
esac
