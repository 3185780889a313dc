-- Saved analyses keep the data they were made on (issue #25). Until now an analysis named the original file and
-- was run again on its newest cleaned copy, so a new cleaning changed (or, by replacing the copy, deleted) it.
-- An analysis whose answer came from a cleaned copy now names that copy — or, when that copy was already
-- replaced, the newest copy its original has, which is what it was being run on.
UPDATE analyses SET dataset_id = COALESCE(
  (SELECT d.id FROM datasets d
    WHERE d.id = json_extract(analyses.answer_json, '$.dataset.id')
      AND d.owner_id = (SELECT o.owner_id FROM datasets o WHERE o.id = analyses.dataset_id)),
  (SELECT d.id FROM datasets d
    WHERE d.source_dataset_id = analyses.dataset_id AND d.kind = 'cleaned' AND d.status = 'ready'
    ORDER BY d.created_at DESC LIMIT 1),
  dataset_id)
WHERE json_valid(answer_json)
  AND json_extract(answer_json, '$.dataset.cleanedCopy') = 1
  AND json_extract(answer_json, '$.dataset.id') <> dataset_id;
