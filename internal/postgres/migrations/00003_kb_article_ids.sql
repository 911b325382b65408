-- +goose Up
-- An operator loading their own knowledge base should not have to invent keys: an article
-- inserted without an id gets one.
ALTER TABLE kb_articles ALTER COLUMN article_id SET DEFAULT 'KB-' || gen_random_uuid()::text;

-- +goose Down
ALTER TABLE kb_articles ALTER COLUMN article_id DROP DEFAULT;
