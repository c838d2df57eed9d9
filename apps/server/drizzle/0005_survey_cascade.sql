-- Rows left behind by surveys deleted before these foreign keys existed would make them fail:
-- remove them first (they belong to no survey, so nothing can reach them).
DELETE FROM "fieldwork" c WHERE NOT EXISTS (SELECT 1 FROM "surveys" s WHERE s."id" = c."survey_id");--> statement-breakpoint
DELETE FROM "survey_orders" c WHERE NOT EXISTS (SELECT 1 FROM "surveys" s WHERE s."id" = c."survey_id");--> statement-breakpoint
DELETE FROM "draft_questionnaires" c WHERE NOT EXISTS (SELECT 1 FROM "surveys" s WHERE s."id" = c."survey_id");--> statement-breakpoint
DELETE FROM "questionnaire_commands" c WHERE NOT EXISTS (SELECT 1 FROM "surveys" s WHERE s."id" = c."survey_id");--> statement-breakpoint
DELETE FROM "respondent_sessions" c WHERE NOT EXISTS (SELECT 1 FROM "surveys" s WHERE s."id" = c."survey_id");--> statement-breakpoint
ALTER TABLE "fieldwork" ADD CONSTRAINT "fieldwork_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_orders" ADD CONSTRAINT "survey_orders_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draft_questionnaires" ADD CONSTRAINT "draft_questionnaires_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_commands" ADD CONSTRAINT "questionnaire_commands_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "respondent_sessions" ADD CONSTRAINT "respondent_sessions_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;