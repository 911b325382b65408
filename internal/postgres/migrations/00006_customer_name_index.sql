-- +goose Up
-- The reply check asks, for the capitalised words of a sentence it could not clear
-- otherwise, whether another customer has one of them as full name or surname
-- (OtherCustomerNamed). Both comparisons are lower-cased expressions, so each gets an
-- expression index and the question stays an index lookup however many customers there are.
CREATE INDEX customers_name_lower_idx ON customers (lower(name));
CREATE INDEX customers_surname_lower_idx ON customers (lower(split_part(name, ' ', -1)));

-- +goose Down
DROP INDEX customers_surname_lower_idx;
DROP INDEX customers_name_lower_idx;
