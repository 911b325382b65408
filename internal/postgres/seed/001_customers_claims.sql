-- Fictional demo callers and their claims. Other packages' tests dial these
-- numbers and expect these claim ids; change them only together with those tests.
-- Each upsert skips the update when nothing differs, so re-seeding writes nothing.

INSERT INTO customers (customer_id, name, phone_e164, dob) VALUES
    ('CUST-1001', 'Dana Whitfield', '+14155551009', '1985-03-14'),
    ('CUST-1002', 'Marcus Bell',    '+12125550143', '1972-11-02'),
    ('CUST-1003', 'Elena Ruiz',     '+13125550188', '1990-07-21'),
    ('CUST-1004', 'Tom Okafor',     '+16175550122', '2001-01-05'),
    ('CUST-1005', 'Grace Liu',      '+14085550177', '1964-09-30')
ON CONFLICT (customer_id) DO UPDATE
    SET name = EXCLUDED.name, phone_e164 = EXCLUDED.phone_e164, dob = EXCLUDED.dob
    WHERE (customers.name, customers.phone_e164, customers.dob)
          IS DISTINCT FROM (EXCLUDED.name, EXCLUDED.phone_e164, EXCLUDED.dob);

-- updated_at is a fixed value, not now(), so that seeding twice changes nothing.
INSERT INTO claims (claim_id, customer_id, status, claim_type, incident_date, adjuster, updated_at, description) VALUES
    ('CLM-20417', 'CUST-1001', 'in review',           'auto collision',        '2026-10-02', 'Sam Ortega', '2026-10-09T15:30:00Z',
        'Rear-ended at a stop light; bumper and trunk damage.'),
    ('CLM-20388', 'CUST-1001', 'closed - paid',       'home water damage',     '2025-12-11', 'Priya Nair', '2026-01-20T17:00:00Z',
        'Burst pipe under the kitchen sink; flooring replaced.'),
    ('CLM-20502', 'CUST-1002', 'awaiting inspection', 'home roof hail damage', '2026-11-08', 'Priya Nair', '2026-11-10T14:00:00Z',
        'Hail storm damaged shingles and a skylight.'),
    ('CLM-20611', 'CUST-1004', 'approved',            'auto glass',            '2026-11-20', 'Lee Chen',   '2026-11-22T16:45:00Z',
        'Windshield cracked by a stone on the highway.'),
    ('CLM-20555', 'CUST-1005', 'open',                'auto theft',            '2026-09-14', 'Sam Ortega', '2026-09-20T13:15:00Z',
        'Car stolen from a parking garage overnight.')
ON CONFLICT (claim_id) DO UPDATE
    SET customer_id = EXCLUDED.customer_id, status = EXCLUDED.status, claim_type = EXCLUDED.claim_type,
        incident_date = EXCLUDED.incident_date, adjuster = EXCLUDED.adjuster,
        updated_at = EXCLUDED.updated_at, description = EXCLUDED.description
    WHERE (claims.customer_id, claims.status, claims.claim_type, claims.incident_date,
           claims.adjuster, claims.updated_at, claims.description)
          IS DISTINCT FROM
          (EXCLUDED.customer_id, EXCLUDED.status, EXCLUDED.claim_type, EXCLUDED.incident_date,
           EXCLUDED.adjuster, EXCLUDED.updated_at, EXCLUDED.description);

INSERT INTO claim_documents (claim_id, name, status, requested_at) VALUES
    ('CLM-20417', 'police report',        'outstanding', '2026-10-03T16:00:00Z'),
    ('CLM-20417', 'repair estimate',      'received',    '2026-10-03T16:00:00Z'),
    ('CLM-20502', 'photos of the damage', 'outstanding', '2026-11-09T15:00:00Z'),
    ('CLM-20502', 'contractor quote',     'outstanding', '2026-11-09T15:00:00Z'),
    ('CLM-20555', 'proof of ownership',   'outstanding', '2026-09-15T14:00:00Z'),
    ('CLM-20555', 'police report',        'received',    '2026-09-15T14:00:00Z')
ON CONFLICT (claim_id, name) DO UPDATE
    SET status = EXCLUDED.status, requested_at = EXCLUDED.requested_at
    WHERE (claim_documents.status, claim_documents.requested_at)
          IS DISTINCT FROM (EXCLUDED.status, EXCLUDED.requested_at);
