import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { SearchInput } from '@/components/ui/search-input';

/** Search arrives with courses and the forum; until then a search says so instead of pretending. */
export function TopBarSearch() {
  const { t } = useTranslation();
  const id = useId();
  return (
    <form
      role="search"
      className="relative w-full max-w-md"
      onSubmit={(event) => {
        event.preventDefault();
        toast.info(t('common.featureUnavailableTitle'), { description: t('common.featureUnavailableMessage') });
      }}
    >
      <label htmlFor={id} className="sr-only">
        {t('shell.topBar.searchLabel')}
      </label>
      <SearchInput id={id} name="q" placeholder={t('shell.topBar.searchPlaceholder')} />
    </form>
  );
}
