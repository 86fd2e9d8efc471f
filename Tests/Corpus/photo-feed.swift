// A photo feed from a social app: remote images loaded with AsyncImage (the phase switched on
// in the cards, a placeholder closure for avatars), a scroll view reader with a "back to top"
// button, a group box of today's stats, and a clock header redrawn every minute.
import SwiftUI

struct Post: Identifiable {
    let id: Int
    let author: String
    let avatarURL: URL?
    let imageURL: URL?
    let likes: Int
}

extension Post {
    static let samples: [Post] = [
        Post(id: 1, author: "mira", avatarURL: URL(string: "https://example.com/a/mira.jpg"), imageURL: URL(string: "https://example.com/p/1.jpg"), likes: 128),
        Post(id: 2, author: "tomás", avatarURL: URL(string: "https://example.com/a/tomas.jpg"), imageURL: URL(string: "https://example.com/p/2.jpg"), likes: 64),
    ]
}

struct RemoteImage: View {
    let url: URL?

    var body: some View {
        AsyncImage(url: url) { phase in
            switch phase {
            case .empty:
                ZStack {
                    Color.secondary.opacity(0.1)
                    ProgressView()
                }
            case .success(let image):
                image
                    .resizable()
                    .scaledToFill()
            case .failure:
                Image(systemName: "photo")
                    .foregroundStyle(.secondary)
            @unknown default:
                EmptyView()
            }
        }
    }
}

struct PostCard: View {
    let post: Post

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack(spacing: 8) {
                AsyncImage(url: post.avatarURL) { image in
                    image.resizable()
                } placeholder: {
                    Circle().fill(.gray.opacity(0.3))
                }
                .frame(width: 32, height: 32)
                .clipShape(Circle())
                Text(post.author)
                    .font(.subheadline.weight(.semibold))
                Spacer()
            }
            RemoteImage(url: post.imageURL)
                .frame(height: 240)
                .clipShape(RoundedRectangle(cornerRadius: 12))
            Label("\(post.likes)", systemImage: "heart")
                .font(.footnote)
        }
    }
}

struct FeedView: View {
    let posts = Post.samples

    var body: some View {
        ScrollViewReader { proxy in
            ScrollView {
                VStack(spacing: 16) {
                    TimelineView(.everyMinute) { context in
                        Text(context.date.formatted(date: .omitted, time: .shortened))
                            .font(.caption)
                            .id("top")
                    }
                    GroupBox("Today") {
                        HStack {
                            Label("2 new", systemImage: "sparkles")
                            Spacer()
                            Label("\(posts.count) posts", systemImage: "photo.stack")
                        }
                    }
                    ForEach(posts) { post in
                        PostCard(post: post)
                    }
                    Button("Back to top") {
                        withAnimation { proxy.scrollTo("top") }
                    }
                    .buttonStyle(.bordered)
                }
                .padding()
            }
        }
    }
}

#Preview {
    FeedView()
}
