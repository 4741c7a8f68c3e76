import { DialogHost } from './DialogHost';
import { LoadingHost } from './LoadingHost';
import { ToastHost } from './ToastHost';

export function UiHosts() {
  return (
    <>
      <ToastHost />
      <DialogHost />
      <LoadingHost />
    </>
  );
}
