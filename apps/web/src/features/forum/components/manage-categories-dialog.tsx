import type { ForumCategory } from '@blivion/shared/forum';
import { Plus, ShieldAlert } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageSpinner } from '@/components/feedback/page-spinner';
import { QueryError } from '@/components/feedback/query-error';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { SubmitButton } from '@/components/ui/submit-button';
import { apiErrorOr } from '@/lib/api-errors';
import { toast } from '@/lib/toast';
import { useCategoryManagement } from '../api/category-management';
import { useSaveCategory } from '../api/save-category';
import { CategoryEditor } from './category-editor';
import { CategoryRow } from './category-row';
import { DeleteCategoryDialog } from './delete-category-dialog';

/** 'Gerenciar Categorias' (admin and master): only master adds, edits and deletes; admins read the list. */
export default function ManageCategoriesDialog({ onOpenChange }: { onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation();
  const c = 'features.forum.categories';
  const management = useCategoryManagement();
  const create = useSaveCategory();
  const [editingId, setEditingId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<ForumCategory | null>(null);
  const items = management.data?.items ?? [];
  const canEdit = management.data?.canEdit ?? false;

  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent title={t(`${c}.title`)} description={t(`${c}.description`)} className="max-w-2xl">
        {management.isPending ? (
          <PageSpinner />
        ) : management.isError ? (
          <QueryError error={management.error} title={t(`${c}.loadError`)} onRetry={() => void management.refetch()} />
        ) : (
          <>
            {canEdit ? (
              <section className="rounded-lg border border-dashed p-3" aria-label={t(`${c}.add`)}>
                <CategoryEditor
                  onSave={async (body) => {
                    try {
                      await create.mutateAsync({ body });
                    } catch (error) {
                      toast.error(t('common.error'), { description: apiErrorOr(t, error, `${c}.saveError`) });
                      throw error;
                    }
                    toast.success(t(`${c}.addedTitle`), { description: body.name });
                    return true;
                  }}
                  actions={(busy) => (
                    <SubmitButton size="sm" busy={busy} busyLabel={t(`${c}.adding`)}>
                      <Plus aria-hidden="true" />
                      {t(`${c}.add`)}
                    </SubmitButton>
                  )}
                />
              </section>
            ) : (
              <p role="status" className="flex items-center gap-2 rounded-lg bg-muted p-3 text-sm">
                <ShieldAlert className="size-4 shrink-0" aria-hidden="true" />
                {t(`${c}.noPermission`)}
              </p>
            )}
            {items.length === 0 ? (
              <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">
                {t(`${c}.empty`)}
              </p>
            ) : (
              <ul className="flex flex-col gap-2" aria-label={t(`${c}.listLabel`)}>
                {items.map((category) => (
                  <li key={category.id}>
                    <CategoryRow
                      category={category}
                      canEdit={canEdit}
                      editing={editingId === category.id}
                      onEdit={(editing) => setEditingId(editing ? category.id : null)}
                      onDelete={() => setDeleting(category)}
                    />
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
        {deleting && (
          <DeleteCategoryDialog
            category={deleting}
            categories={items}
            onOpenChange={(open) => !open && setDeleting(null)}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
