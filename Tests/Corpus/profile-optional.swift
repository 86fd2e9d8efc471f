// A profile header over an optional-heavy model: if let with an else, if let with a
// condition, optional chaining with a default.
struct Profile {
    let name: String
    var bio: String?
    var avatarSize: Double?
}
struct ProfileHeader: View {
    let profile: Profile
    var body: some View {
        VStack {
            if let size = profile.avatarSize {
                Circle().frame(width: size, height: size)
            } else {
                Circle().frame(width: 40, height: 40)
            }
            Text(profile.name)
            if let bio = profile.bio, !bio.isEmpty {
                Text(bio).font(.caption)
            }
            Text("\(profile.bio?.count ?? 0) characters")
        }
    }
}
#Preview { ProfileHeader(profile: Profile(name: "Ada", avatarSize: 64)) }
