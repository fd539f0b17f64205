import type { ServerModule } from '../../server-module.js';
import { scheduleJob, utcDaySlot } from '../../jobs/scheduler.js';
import { adminSalesRoutes } from './admin/admin-sales.routes.js';
import { deleteRejectionsBefore } from './events/events.repository.js';
import { startSalesWorker, stopSalesWorker } from './events/processor.js';
import { memberSalesRoutes } from './member/member-sales.routes.js';
import { salesTables } from './migrations/20261129-0836-sales-tables.js';
import { salesWebhookRoutes } from './webhooks/webhooks.routes.js';

/** Refused deliveries are counted per minute and kept this long. */
const REJECTIONS_KEPT_DAYS = 30;

/**
 * Sales open and close members' access by themselves (issue 31, docs/decisions/0068-0071):
 * Hotmart, Kiwify and Standard Webhooks deliveries are authenticated, stored, and applied once by
 * a job claimed in the database; 'Vendas' in the administration; the member's purchases.
 */
export const salesModule: ServerModule = {
  name: 'sales',
  routes: [
    { plugin: salesWebhookRoutes, prefix: '/api/sales/webhooks' },
    { plugin: memberSalesRoutes, prefix: '/api/sales' },
    { plugin: adminSalesRoutes, prefix: '/api/admin/sales' },
  ],
  migrations: { '20261129-0836-sales-tables': salesTables },
  async onStart(app) {
    startSalesWorker(app);
    scheduleJob(app, {
      name: 'sales.forget-old-rejections',
      cron: '41 4 * * *',
      slotOf: utcDaySlot,
      async run(app, _slot, at) {
        await deleteRejectionsBefore(app.database.db, new Date(at.getTime() - REJECTIONS_KEPT_DAYS * 86_400_000));
      },
    });
  },
  onStop: stopSalesWorker,
};
