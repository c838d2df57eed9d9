-- Editor mutations address a draft by its questionnaireId (spec 2 §7); ids are unique per draft.
CREATE UNIQUE INDEX "draft_questionnaires_questionnaire_id_idx" ON "draft_questionnaires" (("document"->>'questionnaireId'));
