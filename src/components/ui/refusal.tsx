/** Why a dialog's change was refused, said in the dialog and announced at once; nothing while there is none. */
export function Refusal({ reason }: { reason: string | null }) {
  return reason ? (
    <p role="alert" className="text-danger-700">
      {reason}
    </p>
  ) : null;
}
