import { useState } from 'react';
import { passwordToggleText } from '../../../contract/strings/auth.ts';
import { EyeOff } from '../icons/eye-off.ts';
import { Eye } from '../icons/eye.ts';
import { TextField, type TextFieldProps } from './text-field.tsx';

/** A password field with a show/hide toggle (spec §2). */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'trailing'>) {
  const [shown, setShown] = useState(false);
  const Icon = shown ? EyeOff : Eye;
  return (
    <TextField
      {...props}
      type={shown ? 'text' : 'password'}
      trailing={
        <button
          type="button"
          className="flex size-11 items-center justify-center rounded-md text-slate-600 hover:text-slate-900"
          aria-label={shown ? passwordToggleText.hide : passwordToggleText.show}
          onClick={() => setShown(!shown)}
        >
          <Icon aria-hidden="true" className="size-5" />
        </button>
      }
    />
  );
}
