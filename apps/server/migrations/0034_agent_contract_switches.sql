-- Agent contracts exist (issue 13): AGENTPOLICY3 and its kinds (SIGNCONDIV3, DAILYSALCONT3, HOURSAL3,
-- RTSALARY3) now default to on (packages/contracts/src/modules.ts). Migration 0027 stored them as off
-- wherever a merchant's `modules` section held them, because the feature did not exist, so nobody could
-- have chosen either value; wherever a stored section holds one of them as off, it is switched on,
-- written as a settings change is (version + 1, updated_at, and a `settings.update` audit entry by
-- `system` with the section before and after, in the same transaction). An operator switches them off
-- again on the back office's settings page.
WITH built(id) AS (
  VALUES ('AGENTPOLICY3'), ('SIGNCONDIV3'), ('DAILYSALCONT3'), ('HOURSAL3'), ('RTSALARY3')
),
changed AS (
  UPDATE merchant_settings AS s
  SET value = s.value || (
        SELECT jsonb_object_agg(b.id, true) FROM built AS b WHERE s.value -> b.id = 'false'::jsonb
      ),
      version = s.version + 1,
      updated_at = now()
  FROM merchant_settings AS old
  WHERE old.merchant_id = s.merchant_id
    AND old.section = s.section
    AND s.section = 'modules'
    AND jsonb_typeof(s.value) = 'object'
    AND EXISTS (SELECT 1 FROM built AS b WHERE s.value -> b.id = 'false'::jsonb)
  RETURNING s.merchant_id, old.value AS before, s.value AS after
)
INSERT INTO audit_log (at, operator_id, operator_name, merchant_code, action, target, before, after, ip, request_id)
SELECT now(), NULL, 'system', m.code, 'settings.update', 'settings:modules', c.before, c.after, NULL, NULL
FROM changed AS c
JOIN merchants AS m ON m.id = c.merchant_id
ORDER BY c.merchant_id;
