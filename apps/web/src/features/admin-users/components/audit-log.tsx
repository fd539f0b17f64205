import type { AuditEntry } from '@blivion/shared/admin';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { LoaderCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { QueryError } from '@/components/feedback/query-error';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Table, TableCell, TableHead, TableRow } from '@/components/ui/table';
import { formatDate, formatExpiry } from '@/lib/format';
import { auditQueryOptions } from '../api/list-audit';

interface AccessSnapshot {
  role?: string;
  accessExpiration?: string | null;
}

/** 'user.access' -> 'userAccess', 'platformLogo.update' -> 'platformLogoUpdate'. */
function actionKey(action: string): string {
  return action.replace(/\.(\w)/g, (_match, letter: string) => letter.toUpperCase());
}

/** The values an action's text names (a sale's 'Compra aprovada — {{platform}}, produto {{product}}'). */
function actionValues(entry: AuditEntry): Record<string, string> {
  const details = (entry.details ?? {}) as Record<string, unknown>;
  const values: Record<string, string> = {};
  for (const name of ['platform', 'product']) {
    if (typeof details[name] === 'string') values[name] = details[name];
  }
  return values;
}

/** A short summary: the course a course entry is about; of a member change, the role before and after, and the expiry. */
function summary(t: TFunction, entry: AuditEntry): string {
  const details = (entry.details ?? {}) as {
    title?: string;
    before?: AccessSnapshot;
    after?: AccessSnapshot & { active?: boolean };
  };
  const parts: string[] = [];
  if (entry.action.startsWith('course.') && details.title) {
    parts.push(t('features.admin.audit.course', { title: details.title }));
    if (entry.action === 'course.status' && details.after?.active !== undefined) {
      parts.push(t(details.after.active ? 'features.admin.audit.courseActive' : 'features.admin.audit.courseInactive'));
    }
    return parts.join(', ');
  }
  const roleText = (role: string | undefined) => (role ? t(`common.roles.${role}`) : '');
  if (details.before?.role && details.after?.role) {
    parts.push(
      t('features.admin.audit.roleChange', {
        before: roleText(details.before.role),
        after: roleText(details.after.role),
      }),
    );
  } else if (details.after?.role) {
    parts.push(roleText(details.after.role));
  }
  const date = formatExpiry(details.after?.accessExpiration, t('common.dateFormat'));
  if (date) parts.push(t('features.admin.audit.expiresOn', { date }));
  return parts.join(', ');
}

/** Master only: who changed what in whom, newest first, paged. */
export function AuditLog() {
  const { t } = useTranslation();
  const audit = useInfiniteQuery(auditQueryOptions);
  const entries = audit.data?.pages.flatMap((page) => page.items) ?? [];
  const columns = ['when', 'actor', 'target', 'action', 'details'] as const;

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('features.admin.audit.title')}</CardTitle>
        <CardDescription>{t('features.admin.audit.description')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {audit.isPending ? (
          <p role="status" className="flex items-center gap-2 text-muted-foreground">
            <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
            {t('common.loading')}
          </p>
        ) : audit.isError && entries.length === 0 ? (
          <QueryError
            error={audit.error}
            title={t('features.admin.audit.loadError')}
            onRetry={() => void audit.refetch()}
          />
        ) : (
          <Table aria-label={t('features.admin.audit.tableLabel')} scrollLabel={t('features.admin.audit.tableLabel')}>
            <thead className="bg-muted/50">
              <TableRow>
                {columns.map((column) => (
                  <TableHead key={column}>{t(`features.admin.audit.columns.${column}`)}</TableHead>
                ))}
              </TableRow>
            </thead>
            <tbody>
              {entries.length === 0 ? (
                <TableRow>
                  <TableCell colSpan={columns.length} className="py-8 text-center text-muted-foreground">
                    {t('features.admin.audit.empty')}
                  </TableCell>
                </TableRow>
              ) : (
                entries.map((entry) => (
                  <TableRow key={entry.id}>
                    <TableCell className="whitespace-nowrap">
                      {formatDate(entry.createdAt, t('features.admin.audit.dateTimeFormat'))}
                    </TableCell>
                    <TableCell>{entry.actorName}</TableCell>
                    <TableCell className="break-all">
                      {entry.targetEmail ?? t('features.admin.audit.noTarget')}
                    </TableCell>
                    <TableCell>
                      {t(`features.admin.audit.actions.${actionKey(entry.action)}`, actionValues(entry))}
                    </TableCell>
                    <TableCell className="text-muted-foreground">{summary(t, entry)}</TableCell>
                  </TableRow>
                ))
              )}
            </tbody>
          </Table>
        )}
        {audit.hasNextPage && (
          <Button
            variant="outline"
            className="self-center"
            onClick={() => void audit.fetchNextPage()}
            disabled={audit.isFetchingNextPage}
          >
            {audit.isFetchingNextPage && <LoaderCircle className="animate-spin" aria-hidden="true" />}
            {t('features.admin.audit.loadMore')}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
