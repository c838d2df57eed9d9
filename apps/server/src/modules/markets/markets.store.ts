import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { marketPurchaseLines, marketPurchases } from './markets.tables.ts';

export type MarketPurchaseRow = typeof marketPurchases.$inferSelect;
export type MarketPurchaseLineRow = typeof marketPurchaseLines.$inferSelect;

export async function insertMarketPurchase(
  db: Executor,
  purchase: Omit<MarketPurchaseRow, 'id'>,
  lines: Omit<MarketPurchaseLineRow, 'purchaseId'>[],
): Promise<MarketPurchaseRow> {
  const [row] = await db.insert(marketPurchases).values(purchase).returning();
  if (!row) throw new Error('market purchase insert returned no row');
  await db.insert(marketPurchaseLines).values(lines.map((l) => ({ ...l, purchaseId: row.id })));
  return row;
}

/** The project's purchase with its lines in market order; undefined before it is bought. */
export async function findMarketPurchase(
  db: Executor,
  projectId: string,
): Promise<{ purchase: MarketPurchaseRow; lines: MarketPurchaseLineRow[] } | undefined> {
  const [purchase] = await db
    .select()
    .from(marketPurchases)
    .where(eq(marketPurchases.projectId, projectId));
  if (!purchase) return undefined;
  const lines = await db
    .select()
    .from(marketPurchaseLines)
    .where(eq(marketPurchaseLines.purchaseId, purchase.id))
    .orderBy(asc(marketPurchaseLines.position));
  return { purchase, lines };
}
