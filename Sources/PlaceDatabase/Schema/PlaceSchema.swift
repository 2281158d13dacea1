/// The database contract: the `placepicker` schema that a carrier's ETL writes with plain SQL and that
/// every `serve --database` replica follows (docs/reference/database.md describes it for the people who write it).
///
/// How a change reaches the replicas, whoever writes it:
/// - a row trigger stamps every inserted or updated row with the **data version** of its transaction,
///   and records a deleted row's id in `deleted_places` with that version (a tombstone);
/// - the version comes from the one row of `placepicker.state`, which the transaction's first change
///   increments and keeps locked until it commits. Writing transactions therefore take their versions
///   in commit order, so a reader that sees version V sees every change up to V: no gap can appear
///   later behind it. All changes of a transaction share its version, so a replica applies a
///   transaction whole or not at all;
/// - the same first change sends `NOTIFY placepicker_changes, 'V'`, delivered at commit. A notification
///   is only a wake-up: one sent while a replica is disconnected is lost, and the replica catches up
///   from the versions when it reconnects (and polls every few seconds anyway).
public enum PlaceSchema {
    /// The version of the schema below; `db init` upgrades older ones and refuses newer ones.
    public static let version = 2

    /// The channel replicas `LISTEN` on.
    public static let channel = "placepicker_changes"

    /// The statuses a place may have (`status` column); anything else makes a bad row.
    public static let statuses = ["operating", "full", "closed", "disabled"]

    /// The capacities a place may report (`capacity` column, or NULL).
    public static let capacities = ["none", "low", "high"]

    /// Creates the schema, or completes an older version of it; safe to run again.
    public static let creation = """
        CREATE EXTENSION IF NOT EXISTS postgis;
        CREATE SCHEMA IF NOT EXISTS placepicker;

        CREATE TABLE IF NOT EXISTS placepicker.state (
            singleton boolean PRIMARY KEY DEFAULT true CHECK (singleton),
            schema_version integer NOT NULL,
            version bigint NOT NULL DEFAULT 0,
            changed_at timestamptz NOT NULL DEFAULT now()
        );
        INSERT INTO placepicker.state (schema_version) VALUES (\(version)) ON CONFLICT (singleton) DO NOTHING;

        CREATE TABLE IF NOT EXISTS placepicker.places (
            id text PRIMARY KEY CHECK (id <> ''),
            name text NOT NULL,
            geom geometry(Point, 4326) NOT NULL,
            opening_hours text,
            status text NOT NULL DEFAULT 'operating',
            status_until timestamptz,
            capacity text,
            max_parcel jsonb,
            tags jsonb NOT NULL DEFAULT '{}',
            updated_at timestamptz,
            version bigint NOT NULL DEFAULT 0
        );
        CREATE INDEX IF NOT EXISTS places_version ON placepicker.places (version);
        -- Version 2: which feed a place came from (`db sync --source`), and when each feed was last read.
        ALTER TABLE placepicker.places ADD COLUMN IF NOT EXISTS source text;
        -- A hash of the row as db import or db sync last wrote it, so a sync sends only the rows that changed.
        ALTER TABLE placepicker.places ADD COLUMN IF NOT EXISTS row_hash bigint;
        CREATE INDEX IF NOT EXISTS places_source ON placepicker.places (source);
        CREATE TABLE IF NOT EXISTS placepicker.sources (
            name text PRIMARY KEY CHECK (name <> ''),
            format text NOT NULL,
            origin text NOT NULL,
            read_at timestamptz NOT NULL,
            points integer NOT NULL
        );
        CREATE INDEX IF NOT EXISTS places_geom ON placepicker.places USING gist (geom);

        CREATE TABLE IF NOT EXISTS placepicker.deleted_places (
            id text PRIMARY KEY,
            version bigint NOT NULL
        );
        CREATE INDEX IF NOT EXISTS deleted_places_version ON placepicker.deleted_places (version);

        -- The version of the current transaction: the first call increments placepicker.state (which keeps
        -- its row locked until the transaction ends, so versions follow commit order) and sends the
        -- wake-up; later calls in the same transaction return the same number.
        CREATE OR REPLACE FUNCTION placepicker.transaction_version() RETURNS bigint
        LANGUAGE plpgsql AS $$
        DECLARE
            known text := current_setting('placepicker.transaction', true);
            transaction text := txid_current()::text;
            assigned bigint;
        BEGIN
            IF known IS NOT NULL AND split_part(known, ':', 1) = transaction THEN
                RETURN split_part(known, ':', 2)::bigint;
            END IF;
            UPDATE placepicker.state SET version = version + 1, changed_at = clock_timestamp()
                RETURNING version INTO assigned;
            PERFORM set_config('placepicker.transaction', transaction || ':' || assigned, true);
            PERFORM pg_notify('\(channel)', assigned::text);
            RETURN assigned;
        END $$;

        CREATE OR REPLACE FUNCTION placepicker.stamp_change() RETURNS trigger
        LANGUAGE plpgsql AS $$
        BEGIN
            IF TG_OP = 'DELETE' THEN
                INSERT INTO placepicker.deleted_places (id, version)
                    VALUES (OLD.id, placepicker.transaction_version())
                    ON CONFLICT (id) DO UPDATE SET version = EXCLUDED.version;
                RETURN OLD;
            END IF;
            IF TG_OP = 'UPDATE' THEN
                IF (NEW.id, NEW.name, NEW.geom, NEW.opening_hours, NEW.status, NEW.status_until, NEW.capacity,
                    NEW.max_parcel, NEW.tags, NEW.updated_at)
                    IS NOT DISTINCT FROM
                   (OLD.id, OLD.name, OLD.geom, OLD.opening_hours, OLD.status, OLD.status_until, OLD.capacity,
                    OLD.max_parcel, OLD.tags, OLD.updated_at) THEN
                    NEW.version := OLD.version;
                    RETURN NEW;
                END IF;
                -- A change by any other writer than db import / db sync (which set the new hash) makes the
                -- stored hash stale: cleared, so the next sync sends the row again.
                IF NEW.row_hash IS NOT DISTINCT FROM OLD.row_hash THEN
                    NEW.row_hash := NULL;
                END IF;
                IF NEW.id <> OLD.id THEN
                    INSERT INTO placepicker.deleted_places (id, version)
                        VALUES (OLD.id, placepicker.transaction_version())
                        ON CONFLICT (id) DO UPDATE SET version = EXCLUDED.version;
                END IF;
            END IF;
            NEW.version := placepicker.transaction_version();
            DELETE FROM placepicker.deleted_places WHERE id = NEW.id;
            RETURN NEW;
        END $$;

        CREATE OR REPLACE FUNCTION placepicker.stamp_truncate() RETURNS trigger
        LANGUAGE plpgsql AS $$
        BEGIN
            INSERT INTO placepicker.deleted_places (id, version)
                SELECT id, placepicker.transaction_version() FROM placepicker.places
                ON CONFLICT (id) DO UPDATE SET version = EXCLUDED.version;
            RETURN NULL;
        END $$;

        DROP TRIGGER IF EXISTS places_stamp ON placepicker.places;
        CREATE TRIGGER places_stamp BEFORE INSERT OR UPDATE OR DELETE ON placepicker.places
            FOR EACH ROW EXECUTE FUNCTION placepicker.stamp_change();
        DROP TRIGGER IF EXISTS places_truncate ON placepicker.places;
        CREATE TRIGGER places_truncate BEFORE TRUNCATE ON placepicker.places
            FOR EACH STATEMENT EXECUTE FUNCTION placepicker.stamp_truncate();

        UPDATE placepicker.state SET schema_version = \(version) WHERE schema_version < \(version);
        """

    /// The columns a replica reads, in order (see ``StoredPlace``): the point as latitude and longitude,
    /// `status_until` as UTC ISO 8601 text, the JSON columns as text, and the row's data version.
    static let rowColumns = """
        id, name, ST_Y(geom), ST_X(geom), opening_hours, status,
        to_char(status_until AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'), capacity, max_parcel::text,
        tags::text, version
        """
}
