import type { SalesConnection } from '@blivion/shared/sales';
import { LoaderCircle, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryError } from '@/components/feedback/query-error';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { useDeleteConnection } from '../api/delete-connection';
import { useConnections } from '../api/list-connections';
import { salesErrorText, TOUCH } from '../lib/sales-text';
import { ConnectionCard } from './connection-card';
import { ConnectionDialog } from './connection-dialog';
import { RevealedSecretDialog } from './revealed-secret-dialog';

type Editing = { connection: SalesConnection | null } | null;

/** 'Conexões': the platforms the academy sells on. */
export function ConnectionsTab() {
  const { t } = useTranslation();
  const connections = useConnections();
  const remove = useDeleteConnection();
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<SalesConnection | null>(null);
  const [revealed, setRevealed] = useState<string | null>(null);

  const confirmRemove = () =>
    removing &&
    remove.mutate(removing.id, {
      onSuccess: () => {
        toast.success(t('sales.toasts.connectionRemoved'));
        setRemoving(null);
      },
      onError: (error) => toast.error(salesErrorText(t, error, 'sales.toasts.connectionError')),
    });

  return (
    <section className="flex flex-col gap-4" aria-labelledby="sales-connections-title">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 flex-1 basis-64">
          <h2 id="sales-connections-title" className="text-lg font-semibold">
            {t('sales.connections.title')}
          </h2>
          <p className="text-sm text-muted-foreground">{t('sales.connections.description')}</p>
        </div>
        <Button className={TOUCH} onClick={() => setEditing({ connection: null })}>
          <Plus aria-hidden="true" />
          {t('sales.connections.add')}
        </Button>
      </div>
      {connections.isPending ? (
        <p role="status" className="flex items-center gap-2 text-muted-foreground">
          <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
          {t('common.loading')}
        </p>
      ) : connections.isError ? (
        <QueryError
          error={connections.error}
          title={t('sales.connections.loadError')}
          onRetry={() => void connections.refetch()}
        />
      ) : connections.data.items.length === 0 ? (
        <p className="rounded-md border border-dashed p-6 text-center text-muted-foreground">
          {t('sales.connections.empty')}
        </p>
      ) : (
        <div className="grid gap-4 lg:grid-cols-2">
          {connections.data.items.map((connection) => (
            <ConnectionCard
              key={connection.id}
              connection={connection}
              onEdit={() => setEditing({ connection })}
              onRemove={() => setRemoving(connection)}
            />
          ))}
        </div>
      )}
      {editing && (
        <ConnectionDialog
          connection={editing.connection}
          onOpenChange={(open) => !open && setEditing(null)}
          onCreated={(secret) => setRevealed(secret)}
        />
      )}
      {revealed && <RevealedSecretDialog secret={revealed} onClose={() => setRevealed(null)} />}
      {removing && (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && !remove.isPending && setRemoving(null)}
          title={t('sales.removeDialog.title', { name: removing.name })}
          message={t('sales.removeDialog.description')}
          confirmLabel={t('sales.removeDialog.confirm')}
          busy={remove.isPending}
          onConfirm={confirmRemove}
        />
      )}
    </section>
  );
}
