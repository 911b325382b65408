-- The durable record of calls: one snapshot row per turn (append only, so a
-- call can be replayed and debugged), one summary record per call, and the
-- callback requests created when the agent escalates to a human.

-- +goose Up
-- No unique (call_id, turn_number): a caller who keeps talking continues the
-- same turn, so a turn number can legitimately repeat. Order is by id.
CREATE TABLE call_snapshots (
    id            bigserial PRIMARY KEY,
    call_id       text NOT NULL,
    turn_number   int NOT NULL,
    created_at    timestamptz NOT NULL DEFAULT now(),
    authenticated boolean NOT NULL,
    customer_id   text NULL,
    intent        text NULL,
    ended_reason  text NULL,
    ends_call     boolean NOT NULL DEFAULT false,
    nodes         text[] NOT NULL,
    transcript    text NOT NULL,
    state         jsonb NOT NULL,
    utterance     text,
    reply         text,
    fallback      boolean NOT NULL DEFAULT false,
    model_calls   int NOT NULL DEFAULT 0,
    tool_calls    int NOT NULL DEFAULT 0
);
CREATE INDEX call_snapshots_call_id_id_idx ON call_snapshots (call_id, id);

CREATE TABLE call_records (
    call_id           text PRIMARY KEY,
    outcome           text NOT NULL,
    ended_reason      text,
    vapi_ended_reason text,
    customer_id       text,
    customer_name     text,
    authenticated     boolean NOT NULL DEFAULT false,
    claims_discussed  text[] NOT NULL DEFAULT '{}',
    turn_count        int NOT NULL DEFAULT 0,
    summary           text,
    transcript        text,
    recording_url     text,
    started_at        timestamptz,
    ended_at          timestamptz,
    created_at        timestamptz NOT NULL DEFAULT now(),
    updated_at        timestamptz NOT NULL DEFAULT now()
);

-- One callback per call: an escalation retried by the agent or the telephony
-- provider must not queue the same caller twice.
CREATE TABLE callbacks (
    id          bigserial PRIMARY KEY,
    call_id     text NOT NULL UNIQUE,
    phone       text,
    customer_id text,
    reason      text NOT NULL,
    status      text NOT NULL DEFAULT 'pending',
    created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX callbacks_pending_idx ON callbacks (created_at, id) WHERE status = 'pending';

-- +goose Down
DROP TABLE callbacks;
DROP TABLE call_records;
DROP TABLE call_snapshots;
