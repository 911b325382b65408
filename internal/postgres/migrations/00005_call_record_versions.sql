-- +goose Up
-- Vapi's own summary of a call, kept beside ours (summary) instead of dropped; and the version
-- of the call state a record was built from (the number of messages in the call's transcript,
-- which only grows), so a record built from older data never overwrites one built from newer.
ALTER TABLE call_records ADD COLUMN vapi_summary text;
ALTER TABLE call_records ADD COLUMN state_version int NOT NULL DEFAULT 0;

-- +goose Down
ALTER TABLE call_records DROP COLUMN state_version;
ALTER TABLE call_records DROP COLUMN vapi_summary;
