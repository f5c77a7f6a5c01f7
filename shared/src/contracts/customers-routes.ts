import {
  auditListQuerySchema,
  auditListSchema,
  createDistrictSchema,
  createLicenceSchema,
  createSchoolSchema,
  districtListQuerySchema,
  districtListSchema,
  districtSchema,
  idParamsSchema,
  licenceListQuerySchema,
  licenceListSchema,
  licenceRowSchema,
  schoolListQuerySchema,
  schoolListSchema,
  schoolSchema,
  updateDistrictSchema,
  updateLicenceSchema,
  updateSchoolSchema,
} from './customers.js';
import { customersEndpoints } from './customers-endpoints.js';
import {
  administeredUserSchema,
  createUserSchema,
  updateUserSchema,
  userIdParamsSchema,
  userListQuerySchema,
  userListSchema,
  userQuerySchema,
  userSchoolsSchema,
} from './customer-users.js';
import {
  accountLicenceSchema,
  accountPasswordSchema,
  accountPasswordSentSchema,
  createStudentAccountSchema,
  schoolAggregateSchema,
  schoolFilterQuerySchema,
  schoolSearchQuerySchema,
  schoolSearchSchema,
  schoolsListQuerySchema,
  schoolsListSchema,
  schoolUsersQuerySchema,
  userFilterQuerySchema,
} from './customer-lookups.js';

export const customersRoutes = {
  districts: {
    ...customersEndpoints.districts,
    summary: 'Districts, a page at a time, narrowed by words of the name',
    query: districtListQuerySchema,
    response: districtListSchema,
  },
  createDistrict: {
    ...customersEndpoints.createDistrict,
    summary: 'Create a district with its country and safety contacts',
    body: createDistrictSchema,
    response: districtSchema,
  },
  district: {
    ...customersEndpoints.district,
    summary: 'One district',
    params: idParamsSchema,
    response: districtSchema,
  },
  updateDistrict: {
    ...customersEndpoints.updateDistrict,
    summary: "Change a district's fields; the fields not sent keep their value",
    params: idParamsSchema,
    body: updateDistrictSchema,
    response: districtSchema,
  },
  schools: {
    ...customersEndpoints.schools,
    summary: 'Schools, a page at a time, narrowed by words of the name and by district',
    query: schoolListQuerySchema,
    response: schoolListSchema,
  },
  createSchool: {
    ...customersEndpoints.createSchool,
    summary:
      'Create a school: country, time zone, operating hours, features, sign-in providers, safety contacts',
    body: createSchoolSchema,
    response: schoolSchema,
  },
  school: {
    ...customersEndpoints.school,
    summary: 'One school with its settings',
    params: idParamsSchema,
    response: schoolSchema,
  },
  updateSchool: {
    ...customersEndpoints.updateSchool,
    summary: "Change a school's settings; the fields not sent keep their value",
    params: idParamsSchema,
    body: updateSchoolSchema,
    response: schoolSchema,
  },
  licences: {
    ...customersEndpoints.licences,
    summary: "A school's or a district's licences with their seats used and remaining",
    query: licenceListQuerySchema,
    response: licenceListSchema,
  },
  createLicence: {
    ...customersEndpoints.createLicence,
    summary: 'Give a school or a district a licence of one kind, with its dates and seats',
    body: createLicenceSchema,
    response: licenceRowSchema,
  },
  updateLicence: {
    ...customersEndpoints.updateLicence,
    summary: "Change a licence's dates or seats",
    params: idParamsSchema,
    body: updateLicenceSchema,
    response: licenceRowSchema,
  },
  customerAudit: {
    ...customersEndpoints.customerAudit,
    summary:
      'Changes to customers (who, when, before and after), newest first, filtered by action, who made them, whom they were made to and time',
    query: auditListQuerySchema,
    response: auditListSchema,
  },
  users: {
    ...customersEndpoints.users,
    summary: 'People of any role, a page at a time, narrowed by search, role, school, district and status',
    query: userListQuerySchema,
    response: userListSchema,
  },
  createUser: {
    ...customersEndpoints.createUser,
    summary: 'Create a person of any role in a school, and e-mail them a set-password link if asked',
    body: createUserSchema,
    response: administeredUserSchema,
  },
  user: {
    ...customersEndpoints.user,
    summary: 'One person, with includes: roles, schools, schools.district, sections',
    params: userIdParamsSchema,
    query: userQuerySchema,
    response: administeredUserSchema,
  },
  updateUser: {
    ...customersEndpoints.updateUser,
    summary:
      "Change a person's fields; is_active false deactivates them (signed out at once, their data kept)",
    params: userIdParamsSchema,
    body: updateUserSchema,
    response: administeredUserSchema,
  },
  moveUserSchools: {
    ...customersEndpoints.moveUserSchools,
    summary: 'Move a person to other schools: the main school first, then any others they belong to',
    params: userIdParamsSchema,
    body: userSchoolsSchema,
    response: administeredUserSchema,
  },
  usersFilter: {
    ...customersEndpoints.usersFilter,
    summary:
      'People by the filter form: words, roles, schools, district, status, ordered by name or creation, up to 100 a page',
    query: userFilterQuerySchema,
    response: userListSchema,
  },
  schoolsFilter: {
    ...customersEndpoints.schoolsFilter,
    summary:
      'Schools by the filter form: words, districts, country, a licence kind active today, licensing on or off, ordered',
    query: schoolFilterQuerySchema,
    response: schoolListSchema,
  },
  searchSchools: {
    ...customersEndpoints.searchSchools,
    summary: 'The first 20 schools whose name has every word, with their district',
    query: schoolSearchQuerySchema,
    response: schoolSearchSchema,
  },
  schoolsList: {
    ...customersEndpoints.schoolsList,
    summary: "Id and name of every school the asker may see (a superuser's all, staff's their own), by name",
    query: schoolsListQuerySchema,
    response: schoolsListSchema,
  },
  schoolUsers: {
    ...customersEndpoints.schoolUsers,
    summary: "A school's people (main school or another of theirs), 30 a page, by search, role and status",
    params: idParamsSchema,
    query: schoolUsersQuerySchema,
    response: userListSchema,
  },
  schoolAggregate: {
    ...customersEndpoints.schoolAggregate,
    summary:
      "A school's numbers: active students, teachers and administrators, sections, today's licences with seats left, sessions and essays",
    params: idParamsSchema,
    response: schoolAggregateSchema,
  },
  createStudentAccount: {
    ...customersEndpoints.createStudentAccount,
    summary:
      'Create a student in a school, taking one of its seats, and e-mail them a link to choose their password',
    body: createStudentAccountSchema,
    response: administeredUserSchema,
  },
  studentAccountPassword: {
    ...customersEndpoints.studentAccountPassword,
    summary: 'E-mail a student of your schools a link to choose a new password',
    body: accountPasswordSchema,
    response: accountPasswordSentSchema,
  },
  studentAccountLicence: {
    ...customersEndpoints.studentAccountLicence,
    summary:
      'Give a student a seat at a school (it becomes their main school), refused when a licence of the school has none left; school_id null gives theirs back',
    body: accountLicenceSchema,
    response: administeredUserSchema,
  },
} as const;
