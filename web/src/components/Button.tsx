// Buttons of the reader's pages, as plain elements styled by global.css (.btn): a <button>, or a
// router link that looks like one. One place builds their class names.
import type { ButtonHTMLAttributes } from 'react';
import { Link, type LinkProps } from 'react-router-dom';

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

export function Button({
  variant,
  size,
  block,
  className,
  type = 'button',
  ...props
}: Look & ButtonHTMLAttributes<HTMLButtonElement>) {
  return <button type={type} className={buttonClass({ variant, size, block }, className)} {...props} />;
}

export function ButtonLink({ variant, size, block, className, ...props }: Look & LinkProps) {
  return <Link className={buttonClass({ variant, size, block }, className)} {...props} />;
}
