import { TOAST_DURATION_MS, TOAST_MAX_VISIBLE, TOAST_WIDTH_PX } from '@blivion/shared/core';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Toaster } from 'sonner';
import 'sonner/dist/styles.css';
import { useMediaQuery } from '@/hooks/use-media-query';
import { useTheme } from '@/hooks/use-theme';

export function AppToaster() {
  const { t } = useTranslation();
  const [theme] = useTheme();
  // On a phone the primary actions sit at the bottom ('Enviar', 'Cadastrar', a dialog's buttons):
  // toasts come down from the top there, just under the top bar, where they cover no action.
  const phone = useMediaQuery('(max-width: 639px)');
  return (
    <Toaster
      theme={theme === 'light' ? 'light' : 'dark'}
      visibleToasts={TOAST_MAX_VISIBLE}
      duration={TOAST_DURATION_MS}
      position={phone ? 'top-center' : 'bottom-right'}
      mobileOffset={{ top: 72, left: 8, right: 8 }}
      closeButton
      richColors
      // Every toast laid out in full: in the collapsed stack the toasts behind the front one fade
      // their text out, which axe caught half-faded (colour contrast) and a member cannot read either.
      expand
      containerAriaLabel={t('shell.toasts.region')}
      toastOptions={{ closeButtonAriaLabel: t('shell.toasts.close') }}
      style={{ '--width': `${TOAST_WIDTH_PX}px` } as CSSProperties}
    />
  );
}
