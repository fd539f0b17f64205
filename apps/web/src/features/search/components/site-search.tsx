import { Search } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useFirstUse } from '@/hooks/use-first-use';
import { SearchCombobox } from './search-combobox';

const loadScreen = () => import('./search-screen');
const SearchScreen = lazy(() => loadScreen().then((module) => ({ default: module.SearchScreen })));

/**
 * The top bar's search: the box itself from 640 px on; on a phone an icon that opens the search
 * as a full-width screen (the box squeezed beside the credits showed 'Bus' and wrapped its
 * results one word a line). The screen loads when the icon is pointed at or focused and mounts
 * open at the first tap, as the bell does: no dialog code in any page's first load.
 */
export function SiteSearch() {
  const { t } = useTranslation();
  const { used, triggerProps } = useFirstUse(loadScreen);
  const button = (
    <Button
      variant="ghost"
      size="icon"
      className="sm:hidden"
      aria-label={t('shell.topBar.searchLabel')}
      aria-haspopup="dialog"
      {...triggerProps}
    >
      <Search aria-hidden="true" />
    </Button>
  );
  return (
    <>
      <div className="hidden w-full max-w-md sm:block">
        <SearchCombobox />
      </div>
      {used ? (
        <Suspense fallback={button}>
          <SearchScreen trigger={button} />
        </Suspense>
      ) : (
        button
      )}
    </>
  );
}
