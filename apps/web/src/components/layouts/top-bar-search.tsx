import { Search } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Input } from '@/components/ui/input';

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
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden="true"
      />
      <Input id={id} type="search" name="q" placeholder={t('shell.topBar.searchPlaceholder')} className="pl-9" />
    </form>
  );
}
