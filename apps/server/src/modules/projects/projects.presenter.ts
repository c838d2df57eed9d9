import type { Project, Survey } from './projects.generated.ts';
import type { ProjectRecord } from './projects.service.ts';
import type { SurveyRow } from './projects.store.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const latest = (dates: (Date | undefined)[]) =>
  new Date(Math.max(...dates.flatMap((d) => (d ? [d.getTime()] : []))));

export function presentSurvey(row: SurveyRow): Survey {
  return {
    surveyId: row.id,
    nickname: row.nickname,
    name: row.name,
    state: row.state,
    fieldworkDates: { startDate: iso(row.fieldworkStart), endDate: iso(row.fieldworkEnd) },
    sinceDate: row.updatedAt.toISOString(),
  };
}

/** The wire shape of a project; its sinceDate is the latest of project, survey and solution. */
export function presentProject({ project, surveys, solution }: ProjectRecord): Project {
  return {
    projectId: project.id,
    nickname: project.nickname,
    name: project.name,
    description: project.description,
    projectType: project.projectType,
    accountId: project.accountId,
    creator: project.creator,
    solution: solution && {
      solutionId: solution.id,
      name: solution.name,
      createdDate: solution.createdAt.toISOString(),
      sinceDate: solution.updatedAt.toISOString(),
    },
    surveys: surveys.map(presentSurvey),
    createdDate: project.createdAt.toISOString(),
    sinceDate: latest([
      project.updatedAt,
      surveys[0]?.updatedAt,
      solution?.updatedAt,
    ]).toISOString(),
  };
}
