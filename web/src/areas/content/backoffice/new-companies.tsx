import { NewCompanyInputSchema } from '@kp/contract/content-backoffice';
import {
  Datagrid,
  NumberField,
  Create as RaCreate,
  Edit as RaEdit,
  List as RaList,
  SearchInput,
  SimpleForm,
  TextField,
  TextInput,
} from 'react-admin';
import { EditAside, formResolver } from './form.tsx';
import { ImagesInput, MarkdownInput, OrderInput, PersonsInput } from './inputs.tsx';

/** Unternehmen der NEW-Gruppe (spec 01 §3 NewCompany), listed on the about page. */

const filters = [<SearchInput key="q" source="q" alwaysOn placeholder="Suchen" />];

export const List = () => (
  <RaList filters={filters} sort={{ field: 'sortOrder', order: 'ASC' }} title="NEW-Gruppe">
    <Datagrid rowClick="edit" bulkActionButtons={false}>
      <TextField source="title" label="Name" />
      <NumberField source="sortOrder" label="Reihenfolge" />
    </Datagrid>
  </RaList>
);

const Form = () => (
  <SimpleForm resolver={formResolver(NewCompanyInputSchema)}>
    <TextInput source="title" label="Name" fullWidth />
    <MarkdownInput source="content1" label="Text" />
    <ImagesInput />
    <PersonsInput />
    <OrderInput />
  </SimpleForm>
);

export const Edit = () => (
  <RaEdit mutationMode="pessimistic" aside={<EditAside />} title="Unternehmen bearbeiten">
    <Form />
  </RaEdit>
);

export const Create = () => (
  <RaCreate redirect="edit" title="Neues Unternehmen der NEW-Gruppe">
    <Form />
  </RaCreate>
);
