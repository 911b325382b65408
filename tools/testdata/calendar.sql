-- A calendar in March 2031, far from the demo seed's, for booking tests with a fixed clock
-- (Monday 2031-03-10, 10:00 in New York). Two adjusters share a surname, so their references
-- collide; Ana Reyes's Tuesday 9:00 has two columns, one already taken.
INSERT INTO adjusters (adjuster_id, name, time_zone, territory) VALUES
    ('T-ANA',  'Ana Reyes',  'America/New_York',    'Test East'),
    ('T-LUIS', 'Luis Reyes', 'America/New_York',    'Test East'),
    ('T-JO',   'Jo Kim',     'America/Los_Angeles', 'Test West');

INSERT INTO calendar_columns (adjuster_id, starts_at, column_no, capacity, duration_min) VALUES
    ('T-ANA',  '2031-03-11 09:00 America/New_York', 1, 1, 60),
    ('T-ANA',  '2031-03-11 09:00 America/New_York', 2, 1, 60),
    ('T-LUIS', '2031-03-11 09:00 America/New_York', 1, 1, 60),
    ('T-ANA',  '2031-03-12 09:00 America/New_York', 1, 1, 60),
    ('T-ANA',  '2031-03-13 14:00 America/New_York', 1, 1, 90),
    ('T-ANA',  '2031-04-02 10:00 America/New_York', 1, 1, 60);

-- Jo Kim's week: two starts a day, two seats each.
INSERT INTO calendar_columns (adjuster_id, starts_at, column_no, capacity, duration_min)
SELECT 'T-JO', (d::date + t) AT TIME ZONE 'America/Los_Angeles', 1, 2, 60
FROM generate_series(date '2031-03-17', date '2031-03-21', interval '1 day') AS d
CROSS JOIN (VALUES (time '09:00'), (time '13:00')) AS s(t);

-- Sixty test callers, each with one claim awaiting inspection.
INSERT INTO customers (customer_id, name, phone_e164, dob)
SELECT 'TC-' || n, 'Test Caller ' || n, '+1555010' || lpad(n::text, 4, '0'), date '1980-01-01'
FROM generate_series(1, 60) AS n;
INSERT INTO claims (claim_id, customer_id, status, claim_type)
SELECT 'TCLM-' || n, 'TC-' || n, 'awaiting inspection', 'home hail damage'
FROM generate_series(1, 60) AS n;

-- The Tuesday 9:00 column 1 is taken already.
INSERT INTO inspection_bookings (adjuster_id, starts_at, column_no, seat, claim_id, customer_id, call_id, reference, request_id)
VALUES ('T-ANA', '2031-03-11 09:00 America/New_York', 1, 1, 'TCLM-60', 'TC-60', 'earlier-call', 'MAR11-0900-REYES', 'fixture-1');
