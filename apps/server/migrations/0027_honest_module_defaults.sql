-- Honest defaults (issue 12): a module switch defaults to on only when its feature exists, so
-- FEEDBACK3, INBOX3, CBS3, MANPLAYREB3, AGENTPOLICY3 (SIGNCONDIV3, DAILYSALCONT3, HOURSAL3,
-- RTSALARY3), REWCEN3 (REFERRAL3) and PTSYS3 now default to off (packages/contracts/src/modules.ts).
--
-- Earlier versions defaulted them to on, and saving the modules section stores the whole map, so a
-- stored section may hold them as on although nobody chose it (nor could: none of these features
-- exists yet). Wherever a merchant's stored `modules` section holds one of them as on, it is
-- switched off; an id not stored already reads as its new default. A section changed here is
-- written as a settings change is (merchants/store.ts writeSection, merchants/service.ts
-- updateSection): version + 1 for the optimistic lock, updated_at, and an audit entry
-- `settings.update` on `settings:modules` by `system` (no operator, no request) with the section
-- before and after, in the same transaction. Sections without any of them on are left untouched.
WITH honest(id) AS (
  VALUES
    ('FEEDBACK3'), ('INBOX3'), ('CBS3'), ('MANPLAYREB3'),
    ('AGENTPOLICY3'), ('SIGNCONDIV3'), ('DAILYSALCONT3'), ('HOURSAL3'), ('RTSALARY3'),
    ('REWCEN3'), ('REFERRAL3'), ('PTSYS3')
),
changed AS (
  UPDATE merchant_settings AS s
  SET value = s.value || (
        SELECT jsonb_object_agg(h.id, false) FROM honest AS h WHERE s.value -> h.id = 'true'::jsonb
      ),
      version = s.version + 1,
      updated_at = now()
  FROM merchant_settings AS old
  WHERE old.merchant_id = s.merchant_id
    AND old.section = s.section
    AND s.section = 'modules'
    AND jsonb_typeof(s.value) = 'object'
    AND EXISTS (SELECT 1 FROM honest AS h WHERE s.value -> h.id = 'true'::jsonb)
  RETURNING s.merchant_id, old.value AS before, s.value AS after
)
INSERT INTO audit_log (at, operator_id, operator_name, merchant_code, action, target, before, after, ip, request_id)
SELECT now(), NULL, 'system', m.code, 'settings.update', 'settings:modules', c.before, c.after, NULL, NULL
FROM changed AS c
JOIN merchants AS m ON m.id = c.merchant_id
ORDER BY c.merchant_id;
