CREATE TABLE "login_turns" (
	"login" text PRIMARY KEY NOT NULL,
	"turn_at" timestamp with time zone NOT NULL
);
