type PersonNames = { display_name: string | null; name: string | null; email: string };

/** What staff screens call a person: the display name, else the account name, else the e-mail. */
export function personName(person: PersonNames): string {
  return person.display_name?.trim() || person.name?.trim() || person.email;
}
