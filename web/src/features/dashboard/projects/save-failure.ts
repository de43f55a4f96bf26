import type { FormikHelpers } from 'formik';
import { dashboardTexts } from '../../../config/dashboard-texts';
import { alertError } from '../../../lib/alerts';
import { fieldErrorsOf, isSessionRefusal } from '../api/request-failure';
import type { ProjectFormValues } from './project-form-model';

/** A failed add or update: the API's messages beside their fields, and "Something went wrong!". */
export function reportSaveFailure(error: unknown, helpers: FormikHelpers<ProjectFormValues>): void {
  if (isSessionRefusal(error)) return;
  helpers.setErrors(fieldErrorsOf(error));
  void alertError(dashboardTexts.requestFailed);
}
