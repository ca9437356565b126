import { Column, CreateDateColumn, Entity, ForeignKey, Index, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';

/** A named group of a user's address book, such as "Christmas list"; names are unique per user whatever their case. */
@Entity({ name: 'address_groups' })
@Index('address_groups_user_name', ['user_id', 'name_key'], { unique: true })
export class AddressGroupEntity {
  @PrimaryGeneratedColumn({ type: 'int' })
  id!: number;

  @Column({ type: 'int' })
  user_id!: number;

  @Column({ type: 'text' })
  name!: string;

  /** The name in lower case with single spaces: what makes "christmas  list" the same group. */
  @Column({ type: 'text' })
  name_key!: string;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at!: Date;
}

/** An address in a group; forgetting the group forgets its memberships. */
@Entity({ name: 'address_group_members' })
@Index('address_group_members_address', ['address_id'])
export class AddressGroupMemberEntity {
  @PrimaryColumn({ type: 'int' })
  @ForeignKey(() => AddressGroupEntity, { name: 'address_group_members_group_fk', onDelete: 'CASCADE' })
  group_id!: number;

  // No foreign key: the table was made while addresses were not yet an entity class TypeORM
  // could point one at, and adding it is a migration of its own. Readers join addresses, so a
  // forgotten address drops out of its groups.
  @PrimaryColumn({ type: 'int' })
  address_id!: number;
}

export const groupKey = (name: string) => name.trim().toLowerCase().replace(/\s+/g, ' ');
