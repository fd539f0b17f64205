import { Search } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { SearchCombobox } from './search-combobox';

/** The search screen covers the phone's whole screen (the dialog's centred box would not). */
const SCREEN_CLASS =
  'top-0 left-0 h-full max-h-none w-full max-w-none translate-x-0 translate-y-0 gap-2 rounded-none border-0 p-4';

/**
 * The top bar's search: the box itself from 640 px on; on a phone an icon that opens the search
 * as a full-width screen (the box squeezed beside the credits showed 'Bus' and wrapped its
 * results one word a line).
 */
export function SiteSearch() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <div className="hidden w-full max-w-md sm:block">
        <SearchCombobox />
      </div>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogTrigger asChild>
          <Button variant="ghost" size="icon" className="sm:hidden" aria-label={t('shell.topBar.searchLabel')}>
            <Search aria-hidden="true" />
          </Button>
        </DialogTrigger>
        <DialogContent title={t('shell.topBar.searchLabel')} className={SCREEN_CLASS}>
          <SearchCombobox screen onDone={() => setOpen(false)} />
        </DialogContent>
      </Dialog>
    </>
  );
}
