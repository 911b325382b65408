-- Demo adjusters and their inspection calendar. The calendar is laid out relative to the
-- day it is seeded (weekdays of the next 90 days), so the demo always has openings; starts
-- already present are left alone, so re-seeding adds only the days that came into range.
-- Sam Ortega's 9:00 start has two columns (two crews), to show the collapse to one choice.

INSERT INTO adjusters (adjuster_id, name, time_zone, territory) VALUES
    ('ADJ-01', 'Sam Ortega', 'America/Los_Angeles', 'Pacific'),
    ('ADJ-02', 'Priya Nair', 'America/New_York',    'Northeast'),
    ('ADJ-03', 'Lee Chen',   'America/Chicago',     'Central')
ON CONFLICT (adjuster_id) DO UPDATE
    SET name = EXCLUDED.name, time_zone = EXCLUDED.time_zone, territory = EXCLUDED.territory
    WHERE (adjusters.name, adjusters.time_zone, adjusters.territory)
          IS DISTINCT FROM (EXCLUDED.name, EXCLUDED.time_zone, EXCLUDED.territory);

INSERT INTO calendar_columns (adjuster_id, starts_at, column_no, capacity, duration_min)
SELECT a.adjuster_id, (d::date + s.at) AT TIME ZONE a.time_zone, s.column_no, 1, 60
FROM adjusters a
CROSS JOIN generate_series(current_date + 1, current_date + 90, interval '1 day') AS d
CROSS JOIN (VALUES (time '09:00', 1), (time '09:00', 2), (time '11:00', 1), (time '14:00', 1)) AS s(at, column_no)
WHERE a.adjuster_id IN ('ADJ-01', 'ADJ-02', 'ADJ-03')
  AND extract(isodow FROM d) < 6
  AND (s.column_no = 1 OR a.adjuster_id = 'ADJ-01')
ON CONFLICT DO NOTHING;
