import clsx from 'clsx';
import { forwardRef, type ButtonHTMLAttributes } from 'react';

const variants = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800 disabled:bg-slate-400 aria-disabled:bg-slate-500',
  outline: 'border border-slate-300 bg-white text-slate-900 hover:bg-slate-100',
  ghost: 'text-slate-700 hover:bg-slate-100',
  danger: 'bg-danger-600 text-white hover:bg-danger-700 aria-disabled:bg-slate-500',
} as const;

const sizes = {
  default: 'h-11 px-4',
  icon: 'size-11',
} as const;

type ButtonVariant = keyof typeof variants;

/** The classes of a button of `variant`: also for an `.astro` page's own button, which has no island. */
export function buttonClasses(variant: ButtonVariant = 'primary', size: keyof typeof sizes = 'default', className?: string) {
  return clsx(
    'inline-flex items-center justify-center gap-2 rounded-md text-base font-medium transition-colors disabled:cursor-not-allowed aria-disabled:cursor-not-allowed',
    variants[variant],
    sizes[size],
    className,
  );
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: keyof typeof sizes;
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant, size, className, type = 'button', ...props },
  ref,
) {
  return <button ref={ref} type={type} className={buttonClasses(variant, size, className)} {...props} />;
});
