// Buttons of the reader's pages, as plain elements styled by global.css (.btn): a <button>, or a
// site link that looks like one. One place builds their class names.
import type { ComponentProps } from 'react';
import { SiteLink, type SiteLinkProps } from './SiteLink';

type Variant = 'contained' | 'outlined' | 'text' | 'plain';
type Size = 'small' | 'medium' | 'large';

interface Look {
  variant?: Variant;
  size?: Size;
  block?: boolean;
}

function buttonClass({ variant = 'text', size = 'medium', block = false }: Look, extra?: string): string {
  return ['btn', variant !== 'text' && `btn-${variant}`, size !== 'medium' && `btn-${size}`, block && 'btn-block', extra]
    .filter(Boolean)
    .join(' ');
}

export function Button({ variant, size, block, className, type = 'button', ...props }: Look & ComponentProps<'button'>) {
  return <button type={type} className={buttonClass({ variant, size, block }, className)} {...props} />;
}

export function ButtonLink({ variant, size, block, className, ...props }: Look & SiteLinkProps) {
  return <SiteLink className={buttonClass({ variant, size, block }, className)} {...props} />;
}
