import clsx from 'clsx';
import { cloneElement, createContext, useContext, useId, useRef, useState, type ButtonHTMLAttributes, type ReactElement, type ReactNode, type Ref, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useLayer } from '../../lib/dialogs/use-layer.ts';

interface DialogState {
  open: boolean;
  setOpen: (open: boolean) => void;
  trigger: RefObject<HTMLButtonElement | null>;
}

const DialogContext = createContext<DialogState | null>(null);

function useDialog(): DialogState {
  const dialog = useContext(DialogContext);
  if (!dialog) throw new Error('Dialog parts belong inside a <Dialog>');
  return dialog;
}

export interface DialogProps {
  /** Whether the dialog is open, for a dialog whose state lives elsewhere (the address); left out, the dialog keeps its own. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  children: ReactNode;
}

/**
 * A dialog's state, shared by its trigger, its close buttons and its content. Ours rather than
 * Radix Dialog: the shell's drawer and logout question are on every page, and Radix weighed
 * 13 KB of gzip there.
 *
 * @example <Dialog><DialogTrigger asChild><Button>Open</Button></DialogTrigger><DialogContent title="Sure?">…</DialogContent></Dialog>
 */
export function Dialog({ open: asked, onOpenChange, children }: DialogProps) {
  const [own, setOwn] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const open = asked ?? own;
  const setOpen = (next: boolean) => {
    if (next === open) return;
    setOwn(next);
    onOpenChange?.(next);
  };
  return <DialogContext.Provider value={{ open, setOpen, trigger }}>{children}</DialogContext.Provider>;
}

/** A button element (`<Button …/>`), which a trigger or close part makes act for the dialog. */
export type DialogButton = ReactElement<ButtonHTMLAttributes<HTMLButtonElement> & { ref?: Ref<HTMLButtonElement> }>;

/** `asChild`, as with Radix: the one child, a button, is the part itself, not wrapped in another. */
interface PartProps {
  asChild: true;
  children: DialogButton;
}

/** Makes its child button open the dialog (and close it again); the focus returns to it on close. */
export function DialogTrigger({ children }: PartProps) {
  const { open, setOpen, trigger } = useDialog();
  return cloneElement(children, {
    ref: trigger,
    'aria-haspopup': 'dialog',
    'aria-expanded': open,
    onClick: (event) => {
      children.props.onClick?.(event);
      if (!event.defaultPrevented) setOpen(!open);
    },
  });
}

/** Makes its child button close the dialog. */
export function DialogClose({ children }: PartProps) {
  const { setOpen } = useDialog();
  return cloneElement(children, {
    onClick: (event) => {
      children.props.onClick?.(event);
      if (!event.defaultPrevented) setOpen(false);
    },
  });
}

interface LayerContentProps {
  /** The heading that names the dialog. */
  title: ReactNode;
  titleClassName: string;
  className: string;
  children: ReactNode;
  /** Replaces the return of focus to the trigger on close, when it calls `event.preventDefault()`. */
  onCloseAutoFocus?: (event: Event) => void;
}

/**
 * A modal dialog over a dimmed page, shown while its Dialog is open: the focus moves in and
 * stays in, Escape or a click on the dimmed page closes it, and the page behind neither scrolls
 * (global.css) nor reaches assistive technology. It sits at the end of the body, as a portal.
 */
export function ModalContent({ title, titleClassName, className, children, onCloseAutoFocus }: LayerContentProps) {
  const { open } = useDialog();
  if (!open) return null;
  return createPortal(
    <div data-modal-layer>
      <Layer modal title={title} titleClassName={titleClassName} className={className} onCloseAutoFocus={onCloseAutoFocus}>
        {children}
      </Layer>
    </div>,
    document.body,
  );
}

/**
 * A dialog that leaves the page usable, shown in place while its Dialog is open: a click or
 * focus outside closes it, as does Escape. Its title is for assistive technology only.
 */
export function PopoverContent({ title, className, children }: Pick<LayerContentProps, 'title' | 'className' | 'children'>) {
  const { open } = useDialog();
  return open ? (
    <Layer modal={false} title={title} titleClassName="sr-only" className={className}>
      {children}
    </Layer>
  ) : null;
}

function Layer({ modal, title, titleClassName, className, children, onCloseAutoFocus }: LayerContentProps & { modal: boolean }) {
  const { setOpen, trigger } = useDialog();
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useLayer({ panel, modal, trigger, close: () => setOpen(false), onCloseAutoFocus });
  return (
    <>
      {/* A pointer's way out, as Escape (useLayer) is the keyboard's: nothing here for assistive technology. */}
      {modal ? <div aria-hidden="true" className="fixed inset-0 z-40 bg-slate-900/50" onClick={() => setOpen(false)} /> : null}
      <div ref={panel} role="dialog" aria-modal={modal || undefined} aria-labelledby={titleId} tabIndex={-1} className={className}>
        <h2 id={titleId} className={titleClassName}>
          {title}
        </h2>
        {children}
      </div>
    </>
  );
}

export interface DialogContentProps extends Pick<LayerContentProps, 'title' | 'children' | 'onCloseAutoFocus'> {
  className?: string;
  /** A dialog showing a picture large, up to 64rem wide instead of 24rem. */
  wide?: boolean;
}

/** A centred modal: focus is trapped inside and returns to the trigger on close. */
export function DialogContent({ title, children, className, wide, onCloseAutoFocus }: DialogContentProps) {
  return (
    <ModalContent
      title={title}
      titleClassName="text-lg font-semibold"
      onCloseAutoFocus={onCloseAutoFocus}
      className={clsx(
        'fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-6 shadow-xl',
        wide ? 'max-h-[calc(100%-2rem)] max-w-5xl overflow-y-auto' : 'max-w-sm',
        className,
      )}
    >
      {children}
    </ModalContent>
  );
}

/** A panel sliding in from the start edge (the left, the right in a right-to-left language), 250 px wide (the product's drawer). */
export function SheetContent({ title, children }: Pick<LayerContentProps, 'title' | 'children'>) {
  return (
    <ModalContent
      title={title}
      titleClassName="px-2 text-lg font-semibold"
      className="fixed inset-y-0 start-0 z-50 flex w-[250px] flex-col gap-2 overflow-y-auto bg-white p-4 shadow-xl"
    >
      {children}
    </ModalContent>
  );
}
