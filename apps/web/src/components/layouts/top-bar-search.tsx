import { FORUM_SEARCH_MAX_LENGTH } from '@blivion/shared/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { SearchInput } from '@/components/ui/search-input';
import { toast } from '@/lib/toast';

/**
 * The top bar's search opens the forum's full-text search (/forum?q=...) for members with the
 * forum; courses and lessons join it when they are built. Without the forum it says so.
 */
export function TopBarSearch({ canSearchForum }: { canSearchForum: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useId();
  return (
    <form
      role="search"
      className="relative w-full max-w-md"
      onSubmit={(event) => {
        event.preventDefault();
        const form = event.currentTarget;
        const query = String(new FormData(form).get('q') ?? '').trim();
        if (!query) return;
        if (!canSearchForum) {
          toast.info(t('common.featureUnavailableTitle'), { description: t('common.featureUnavailableMessage') });
          return;
        }
        void navigate(`/forum?${new URLSearchParams({ q: query }).toString()}`);
        form.reset();
      }}
    >
      <label htmlFor={id} className="sr-only">
        {t('shell.topBar.searchLabel')}
      </label>
      <SearchInput
        id={id}
        name="q"
        placeholder={t('shell.topBar.searchPlaceholder')}
        maxLength={FORUM_SEARCH_MAX_LENGTH}
      />
    </form>
  );
}
