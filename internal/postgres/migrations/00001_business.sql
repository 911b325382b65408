-- Business data the voice agent reads: who is calling, their claims, the
-- paperwork we are waiting on, and the FAQ passages it may read aloud.

-- +goose Up
CREATE TABLE customers (
    customer_id text PRIMARY KEY,
    name        text NOT NULL,
    phone_e164  text UNIQUE NOT NULL,
    dob         date NOT NULL
);

CREATE TABLE claims (
    claim_id      text PRIMARY KEY,
    customer_id   text NOT NULL REFERENCES customers,
    status        text NOT NULL,
    claim_type    text NOT NULL,
    incident_date date,
    adjuster      text,
    updated_at    timestamptz NOT NULL DEFAULT now(),
    description   text
);
CREATE INDEX claims_customer_id_idx ON claims (customer_id);

CREATE TABLE claim_documents (
    id           bigserial PRIMARY KEY,
    claim_id     text NOT NULL REFERENCES claims,
    name         text NOT NULL,
    status       text NOT NULL CHECK (status IN ('outstanding', 'received')),
    requested_at timestamptz NOT NULL DEFAULT now(),
    UNIQUE (claim_id, name)
);

-- array_to_string is only STABLE, which a generated column rejects. Joining
-- text elements cannot depend on settings, so this wrapper is safely IMMUTABLE
-- and lets tags (synonyms callers use) take part in the stored search vector.
CREATE FUNCTION kb_tags_text(tags text[]) RETURNS text
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    AS $$ SELECT array_to_string(tags, ' ') $$;

-- Title outranks tags, tags outrank body: a caller's words that name the topic
-- should beat words that merely appear somewhere in a passage.
CREATE TABLE kb_articles (
    article_id text PRIMARY KEY,
    title      text NOT NULL,
    body       text NOT NULL,
    tags       text[] NOT NULL DEFAULT '{}',
    search     tsvector GENERATED ALWAYS AS (
        setweight(to_tsvector('english', coalesce(title, '')), 'A') ||
        setweight(to_tsvector('english', kb_tags_text(tags)), 'B') ||
        setweight(to_tsvector('english', coalesce(body, '')), 'C')
    ) STORED,
    embedding  real[] NULL,
    updated_at timestamptz DEFAULT now()
);
CREATE INDEX kb_articles_search_idx ON kb_articles USING gin (search);

-- +goose Down
DROP TABLE kb_articles;
DROP FUNCTION kb_tags_text(text[]);
DROP TABLE claim_documents;
DROP TABLE claims;
DROP TABLE customers;
