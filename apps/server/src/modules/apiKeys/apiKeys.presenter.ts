import {
  API_KEY_SCOPES,
  type ApiKeyScope,
  type ApiKeySummary,
} from '@survey/domain/apiKeys/scopes';
import type { ProjectRecord } from '../projects/projects.service.ts';
import type { ApiKeyRow } from './apiKeys.store.ts';

const isScope = (s: string): s is ApiKeyScope => (API_KEY_SCOPES as readonly string[]).includes(s);

export function scopesOf(row: ApiKeyRow): ApiKeyScope[] {
  return row.scopes.filter(isScope);
}

/** A key as the dashboard lists it: never its secret or hash. */
export function presentApiKey(row: ApiKeyRow): ApiKeySummary {
  return {
    id: row.id,
    name: row.name,
    scopes: scopesOf(row),
    prefix: row.prefix,
    createdBy: row.createdByEmail,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}

/** Projects as the public API lists them: ids, names, times and each survey's state. */
export function presentProjects(records: ProjectRecord[]) {
  return records.map(({ project, surveys }) => ({
    id: project.id,
    name: project.name,
    createdAt: project.createdAt.toISOString(),
    updatedAt: project.updatedAt.toISOString(),
    surveys: surveys.map((s) => ({
      id: s.id,
      name: s.name,
      state: s.state,
      createdAt: s.createdAt.toISOString(),
      fieldworkStart: s.fieldworkStart?.toISOString() ?? null,
      fieldworkEnd: s.fieldworkEnd?.toISOString() ?? null,
    })),
  }));
}
