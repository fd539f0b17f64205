import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { SearchCombobox } from './search-combobox';

/** The search screen covers the phone's whole screen (the dialog's centred box would not). */
const SCREEN_CLASS =
  'top-0 left-0 h-full max-h-none w-full max-w-none translate-x-0 translate-y-0 gap-2 rounded-none border-0 p-4';

/** The phone's search screen (a Radix dialog, a chunk of its own), mounted open at the icon's first click. */
export function SearchScreen({ trigger }: { trigger: ReactNode }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(true);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent title={t('shell.topBar.searchLabel')} className={SCREEN_CLASS}>
        <SearchCombobox screen onDone={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}
