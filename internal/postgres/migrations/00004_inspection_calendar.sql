-- The calendar of record for adjuster inspections. An adjuster works in one time zone and
-- territory; each start of theirs has one or more capacity columns (a column is one
-- inspection crew's place at that start, holding up to `capacity` inspections); a booking
-- takes one seat of one column. The seat scheme makes a double booking impossible here, in
-- the database, whatever the code above it does: two writers that read the same free seat
-- collide on the unique key, and a seat beyond the column's capacity is refused by the
-- trigger.

-- +goose Up
CREATE TABLE adjusters (
    adjuster_id text PRIMARY KEY,
    name        text NOT NULL,
    time_zone   text NOT NULL,
    territory   text NOT NULL
);

CREATE TABLE calendar_columns (
    adjuster_id  text NOT NULL REFERENCES adjusters,
    starts_at    timestamptz NOT NULL,
    column_no    smallint NOT NULL CHECK (column_no >= 1),
    capacity     smallint NOT NULL DEFAULT 1 CHECK (capacity >= 1),
    duration_min smallint NOT NULL DEFAULT 60 CHECK (duration_min > 0),
    PRIMARY KEY (adjuster_id, starts_at, column_no)
);
-- The month read is a range scan over every adjuster's starts.
CREATE INDEX calendar_columns_starts_at_idx ON calendar_columns (starts_at);

CREATE TABLE inspection_bookings (
    booking_id  bigserial PRIMARY KEY,
    adjuster_id text NOT NULL,
    starts_at   timestamptz NOT NULL,
    column_no   smallint NOT NULL,
    seat        smallint NOT NULL CHECK (seat >= 1),
    claim_id    text NOT NULL REFERENCES claims,
    customer_id text NOT NULL REFERENCES customers,
    call_id     text NOT NULL,
    reference   text NOT NULL,
    -- request_id is the write's own key (a hash of the token that asked for it), so an
    -- ambiguous write can be looked for afterwards and never lands twice.
    request_id  text NOT NULL UNIQUE,
    created_at  timestamptz NOT NULL DEFAULT now(),
    FOREIGN KEY (adjuster_id, starts_at, column_no) REFERENCES calendar_columns,
    UNIQUE (adjuster_id, starts_at, column_no, seat)
);
-- One inspection per claim.
CREATE UNIQUE INDEX inspection_bookings_claim_idx ON inspection_bookings (claim_id);
CREATE INDEX inspection_bookings_call_idx ON inspection_bookings (call_id);

-- +goose StatementBegin
CREATE FUNCTION inspection_seat_within_capacity() RETURNS trigger
    LANGUAGE plpgsql AS $$
BEGIN
    IF NEW.seat > (SELECT capacity FROM calendar_columns
                   WHERE adjuster_id = NEW.adjuster_id AND starts_at = NEW.starts_at
                     AND column_no = NEW.column_no) THEN
        RAISE EXCEPTION 'seat % is beyond the column''s capacity', NEW.seat
            USING ERRCODE = 'unique_violation';
    END IF;
    RETURN NEW;
END $$;
-- +goose StatementEnd
CREATE TRIGGER inspection_bookings_capacity BEFORE INSERT OR UPDATE ON inspection_bookings
    FOR EACH ROW EXECUTE FUNCTION inspection_seat_within_capacity();

-- A booking write whose outcome could not be read back: staff confirm it by hand. One per
-- call, since such a call may not write again.
CREATE TABLE booking_reconcile_tasks (
    id          bigserial PRIMARY KEY,
    call_id     text NOT NULL UNIQUE,
    request_id  text NOT NULL,
    claim_id    text NOT NULL,
    customer_id text NOT NULL,
    reference   text NOT NULL,
    detail      text NOT NULL,
    status      text NOT NULL DEFAULT 'open',
    created_at  timestamptz NOT NULL DEFAULT now()
);

-- The call record names the inspection booked on the call (or that one is unconfirmed).
ALTER TABLE call_records ADD COLUMN inspection text;

-- +goose Down
ALTER TABLE call_records DROP COLUMN inspection;
DROP TABLE booking_reconcile_tasks;
DROP TABLE inspection_bookings;
DROP FUNCTION inspection_seat_within_capacity();
DROP TABLE calendar_columns;
DROP TABLE adjusters;
