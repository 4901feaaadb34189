import { NOT_FOUND_PATH } from '@portal/domain';
import { redirect } from 'react-router';

export function loader() {
  return redirect(NOT_FOUND_PATH);
}
