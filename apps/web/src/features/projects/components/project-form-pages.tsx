import {
  EMPTY_PROJECT_VALUES,
  isProjectId,
  planningReturnPath,
  PROJECT_PERMISSION_MESSAGES,
  projectPrefillSchema,
  type Project,
} from '@bil/domain';
import { Alert, Stack } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { useProject } from '../api/use-project';
import { useCreateProject, useUpdateProject } from '../api/use-save-project';
import { useProjectPerson } from '../hooks/use-project-person';
import {
  checkNewProject,
  checkProjectChanges,
  mergeCarriedEdit,
  toFormValues,
  warningsToConfirm,
  type FormValues,
} from '../project-form-values';
import { projectTitleOrUntitled } from '../project-toasts';
import { InvalidProjectId, ProjectLoadError, ProjectLoading, PROJECT_LIST_PATH } from './project-load-states';
import { ProjectForm, type SubmitPlan } from './project-form';
import { ProjectPageHeader } from './project-page-header';

const listPathFor = (id: string) => `${PROJECT_LIST_PATH}?expand=${encodeURIComponent(id)}`;

function useAfterSave(verb: 'created' | 'updated') {
  const navigate = useNavigate();
  return (project: Project) => {
    toast.success(`Project ${projectTitleOrUntitled(project.project_title)} ${verb} successfully`);
    void navigate(listPathFor(project.id));
  };
}

/** /bil/projects/new; opened from a plan item (router state), it starts from the item's values. */
export function NewProjectPage() {
  const person = useProjectPerson();
  const navigate = useNavigate();
  const create = useCreateProject();
  const afterSave = useAfterSave('created');
  const location = useLocation();
  const prefill = useMemo(
    () => projectPrefillSchema.safeParse(location.state).data ?? null,
    [location.state],
  );
  const onSaved = (project: Project) => {
    if (!prefill) {
      afterSave(project);
      return;
    }
    toast.success(`Project ${projectTitleOrUntitled(project.project_title)} created successfully`);
    void navigate(planningReturnPath(prefill.planItemId, project.id));
  };
  const initialValues = useMemo(
    () =>
      toFormValues({
        ...EMPTY_PROJECT_VALUES,
        ...prefill?.values,
        tdot_pm: person.fixedTdotPm ?? prefill?.values.tdot_pm ?? null,
      }),
    [person.fixedTdotPm, prefill],
  );

  const planSubmit = (values: typeof initialValues): SubmitPlan => {
    const check = checkNewProject(
      person.fixedTdotPm === null ? values : { ...values, tdot_pm: person.fixedTdotPm },
    );
    if (!check.ok) return { kind: 'invalid', errors: check.errors };
    return { kind: 'save', warnings: warningsToConfirm(values), save: () => create.mutateAsync(check.body) };
  };

  return (
    <Stack gap="md" p={{ base: 'sm', sm: 'lg' }} maw={1100}>
      <ProjectPageHeader
        title="New Project"
        backTo={PROJECT_LIST_PATH}
        subtitle={
          prefill
            ? 'Filled in from the capital improvement plan. Fields marked * are required.'
            : 'Fields marked * are required.'
        }
      />
      {person.canCreate ? (
        <ProjectForm
          initialValues={initialValues}
          submitLabel="Create Project"
          fixedTdotPm={person.fixedTdotPm}
          planSubmit={planSubmit}
          onSaved={onSaved}
          onCancel={() => void navigate(PROJECT_LIST_PATH)}
        />
      ) : (
        <Alert color="red" variant="light" role="alert">
          {PROJECT_PERMISSION_MESSAGES.createDenied}
        </Alert>
      )}
    </Stack>
  );
}

/** /bil/projects/:id/edit and /bil/projects/:id. */
export function EditProjectPage() {
  const { id = '' } = useParams();
  if (!isProjectId(id)) return <InvalidProjectId />;
  return <EditProject id={id} />;
}

/** What the person had typed when a save met someone else's: the values they started from and theirs. */
type CarriedEdit = { base: FormValues; mine: FormValues };

function EditProject({ id }: { id: string }) {
  const query = useProject(id);
  const person = useProjectPerson();
  const [carried, setCarried] = useState<CarriedEdit | null>(null);
  if (query.isPending) return <ProjectLoading />;
  if (query.error && !query.data) return <ProjectLoadError error={query.error} />;
  const project = query.data;
  return (
    <Stack gap="md" p={{ base: 'sm', sm: 'lg' }} maw={1100}>
      <ProjectPageHeader
        title="Edit Project"
        subtitle={projectTitleOrUntitled(project.project_title)}
        backTo={listPathFor(project.id)}
      />
      {project.abilities.canEdit ? (
        <EditForm
          key={project.version}
          project={project}
          fixedTdotPm={person.fixedTdotPm}
          carried={carried}
          onReload={(mine) => {
            setCarried({ base: toFormValues(project), mine });
            void query.refetch();
          }}
        />
      ) : (
        <Alert color="red" variant="light" role="alert" title="You cannot edit this project">
          {person.fixedTdotPm === null
            ? PROJECT_PERMISSION_MESSAGES.editDenied
            : PROJECT_PERMISSION_MESSAGES.editOnlyOwn}
        </Alert>
      )}
    </Stack>
  );
}

type EditFormProps = {
  project: Project;
  fixedTdotPm: string | null;
  carried: CarriedEdit | null;
  onReload: (mine: FormValues) => void;
};

function EditForm({ project, fixedTdotPm, carried, onReload }: EditFormProps) {
  const navigate = useNavigate();
  const update = useUpdateProject();
  const onSaved = useAfterSave('updated');
  const initialValues = useMemo(() => toFormValues(project), [project]);
  // The person's own changes survive the reload, on top of what is saved now.
  const merge = useMemo(
    () => (carried ? mergeCarriedEdit(carried.base, carried.mine, initialValues) : null),
    [carried, initialValues],
  );

  const planSubmit = (values: typeof initialValues): SubmitPlan => {
    const check = checkProjectChanges(initialValues, values);
    if (check.ok === 'unchanged') return { kind: 'unchanged' };
    if (!check.ok) return { kind: 'invalid', errors: check.errors };
    const save = () =>
      update.mutateAsync({ id: project.id, version: project.version, changes: check.changes });
    return { kind: 'save', warnings: warningsToConfirm(values, check.fields), save };
  };

  return (
    <ProjectForm
      initialValues={initialValues}
      submitLabel="Save Changes"
      fixedTdotPm={fixedTdotPm}
      planSubmit={planSubmit}
      onSaved={onSaved}
      onCancel={() => void navigate(listPathFor(project.id))}
      onReload={onReload}
      startValues={merge?.values}
      conflicts={merge?.conflicts}
    />
  );
}
